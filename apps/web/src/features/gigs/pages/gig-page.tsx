import { gigTexts, gigWebTexts } from '@market/shared';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { HydrateLater } from '@/components/hydrate-later';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { gigListPath } from '@/lib/gig-list-path';
import { site } from '@/lib/site';
import { categoryLabel } from '@/lib/category-label';
import { NotFoundPage } from '@/features/not-found';
import { useGig } from '../api';
import { GigCarousel } from '../components/gig-carousel';
import { PackageCard } from '../components/package-card';
import { Reviews } from '../components/reviews';
import { SaveButton } from '../components/save-button';
import { SellerBox } from '../components/seller-box';
import { GigRating } from '../components/stars';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** /gigs/:id: the gig, its seller, its package and its reviews. */
export default function GigPage() {
  const { id = '' } = useParams();
  const query = useGig(id);
  const gig = query.data;
  useDocumentMeta(gig?.title, gig?.shortDesc);

  if (query.isPending) return <PageSpinner />;
  if (!gig) {
    // A malformed id answers 400, an unknown one 404: both are gigs that do not exist.
    const missing = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
    if (missing) return <NotFoundPage title={gigTexts.gigNotFound} />;
    return (
      <p role="alert" className="px-4 py-24 text-center text-lg text-red-600">
        {gigTexts.loadError}
      </p>
    );
  }

  const pictures = gig.images.length > 0 ? gig.images : [gig.cover];
  // Each part hydrates in a task of its own after the page's first hydration (HydrateLater).
  return (
    // The package card follows the title in the markup (and so in the Tab order: Continue is a few
    // stops away, not after every review) while the grid keeps it in the end-hand column.
    <div className="mx-auto grid max-w-7xl gap-x-10 gap-y-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
      <HydrateLater>
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          <Breadcrumb
            items={[
              { label: site.name, to: '/' },
              { label: categoryLabel(gig.cat), to: gigListPath({ cat: gig.cat }) },
            ]}
          />
          <div className="flex items-start justify-between gap-3">
            <h1 dir="auto" className="min-w-0 text-2xl font-bold break-words text-slate-900 sm:text-3xl"><bdi data-user-content>{gig.title}</bdi></h1>
            <SaveButton gigId={gig._id} className="shrink-0" />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={`/users/${gig.userId}`} className="flex min-w-0 items-center gap-2 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
              <Avatar src={gig.seller.img} />
              <bdi data-user-content>{gig.seller.username}</bdi>
            </Link>
            <GigRating totalStars={gig.totalStars} starNumber={gig.starNumber} />
          </div>
        </div>
      </HydrateLater>
      <div className="hidden lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block">
        <div className="sticky top-24">
          <HydrateLater>
            <PackageCard gig={gig} />
          </HydrateLater>
        </div>
      </div>
      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-2">
        <HydrateLater>
          <GigCarousel images={pictures} title={gig.title} />
        </HydrateLater>
        <section aria-labelledby="about-gig" className="space-y-3">
          <h2 id="about-gig" className="text-xl font-bold text-slate-900">
            {gigWebTexts.gig.about}
          </h2>
          <p dir="auto" data-user-content className="whitespace-pre-line text-slate-700">{gig.desc}</p>
        </section>
        <div className="lg:hidden">
          <HydrateLater>
            <PackageCard gig={gig} />
          </HydrateLater>
        </div>
        <HydrateLater>
          <SellerBox seller={gig.seller} />
        </HydrateLater>
        <HydrateLater>
          <Reviews gigId={gig._id} sellerId={gig.userId} />
        </HydrateLater>
      </div>
    </div>
  );
}
