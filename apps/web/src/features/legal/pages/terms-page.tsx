import { legalRouteTexts, termsTexts } from '@market/shared';
import { LegalPage } from '../components/legal-page';

/** /terms: the rules people accept when they register. */
export default function TermsPage() {
  return <LegalPage title={legalRouteTexts.terms.title} updated={termsTexts.updated} intro={termsTexts.intro} sections={termsTexts.sections} contactHeading={termsTexts.contactHeading} />;
}
