import { legalRouteTexts, privacyTexts } from '@market/shared';
import { LegalPage } from '../components/legal-page';

/** /privacy: what identity data is kept, why, for how long, who sees it, how to have it deleted. */
export default function PrivacyPage() {
  return <LegalPage title={legalRouteTexts.privacy.title} updated={privacyTexts.updated} intro={privacyTexts.intro} sections={privacyTexts.sections} contactHeading={privacyTexts.contactHeading} />;
}
