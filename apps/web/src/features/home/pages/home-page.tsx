import { lazy, Suspense, useState } from 'react';
import { HydrateLater } from '@/components/hydrate-later';
import { BusinessSection } from '../components/business-section';
import { CategoryGrid } from '../components/category-grid';
import { Hero } from '../components/hero';
import { JoinBanner } from '../components/join-banner';
import { PromoBlurbs } from '../components/promo-blurbs';
import { Promises } from '../components/promises';

// The dialog code loads when someone first asks for the video, not with the home page.
const VideoModal = lazy(() => import('../components/video-modal').then((m) => ({ default: m.VideoModal })));

export default function HomePage() {
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoUsed, setVideoUsed] = useState(false);
  const openVideo = () => {
    setVideoUsed(true);
    setVideoOpen(true);
  };

  return (
    <>
      {/* Each part hydrates in a task of its own after the page's first hydration. */}
      <HydrateLater>
        <Hero onWatchVideo={openVideo} />
      </HydrateLater>
      <HydrateLater>
        <Promises />
      </HydrateLater>
      <div className="below-fold">
        <HydrateLater>
          <CategoryGrid />
        </HydrateLater>
        <HydrateLater>
          <PromoBlurbs onWatchVideo={openVideo} />
        </HydrateLater>
        <HydrateLater>
          <BusinessSection />
        </HydrateLater>
        <HydrateLater>
          <JoinBanner />
        </HydrateLater>
      </div>
      {videoUsed ? (
        <Suspense fallback={null}>
          <VideoModal open={videoOpen} onClose={() => setVideoOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
