import { homeTexts, registrationBonusRs, webTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/format';

/** The promo clip (self-made, served from /media) in a dialog. */
export function VideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={webTexts.videoTitle} size="lg">
      <p className="mt-1 mb-4 text-sm text-slate-600">{homeTexts.video.lead}</p>
      <video
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        poster="/media/promo-poster.jpg"
        className="aspect-video w-full rounded-lg bg-slate-900"
      >
        <source src="/media/promo.webm" type="video/webm" />
        <source src="/media/promo.mp4" type="video/mp4" />
        {homeTexts.video.unsupported}
      </video>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{homeTexts.video.cashback(formatRupees(registrationBonusRs))}</p>
        <Link to="/join" onClick={onClose} className={buttonClass('primary')}>
          {webTexts.joinNow}
        </Link>
      </div>
    </Modal>
  );
}
