import { sellerWebTexts, texts } from '@market/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { UserGigs } from '@/features/gigs';
import { NotFoundPage } from '@/features/not-found';
import { ApiRequestError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSellerProfile } from '../api';
import { ProfileSummary } from '../components/profile-summary';
import { ReceivedReviews } from '../components/received-reviews';

// The owner's form (and its schemas) loads only when they edit.
const ProfileEditor = lazy(() => import('../components/profile-editor').then((m) => ({ default: m.ProfileEditor })));

/** /users/:id: a user's public page: profile, their gigs and the reviews they received; the owner edits it in place. */
export default function SellerPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const query = useSellerProfile(id);
  const profile = query.data;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back on 'Edit profile' once the form closes (saved or cancelled), where the keyboard left off.
  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  // A malformed id answers 400, an unknown one 404: both are pages that do not exist.
  const missing = query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  useDocumentMeta(profile ? sellerWebTexts.profileOf(profile.username) : missing ? texts.pageNotFound : undefined, profile?.desc || undefined);

  if (query.isPending) return <PageSpinner />;
  if (!profile) {
    if (missing) return <NotFoundPage />;
    return (
      <p role="alert" className="px-4 py-24 text-center text-lg text-red-600">
        {sellerWebTexts.loadError}
      </p>
    );
  }

  const isOwner = me?._id === profile._id;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-4">
        <ProfileSummary profile={profile} editButton={editButton} onEdit={isOwner && !editing ? () => setEditing(true) : undefined} />
        {editing ? (
          <Suspense fallback={<PageSpinner />}>
            <ProfileEditor profile={profile} onDone={closeEditor} />
          </Suspense>
        ) : (
          <section aria-labelledby="profile-about" className="space-y-2">
            <h2 id="profile-about" className="text-xl font-bold text-slate-900">
              {sellerWebTexts.about}
            </h2>
            {profile.desc ? (
              <p dir="auto" data-user-content className="whitespace-pre-line break-words text-slate-700">{profile.desc}</p>
            ) : (
              <p className="whitespace-pre-line break-words text-slate-700">{sellerWebTexts.noDescription}</p>
            )}
          </section>
        )}
      </div>
      <section aria-labelledby="profile-gigs" className="space-y-4">
        <h2 id="profile-gigs" className="text-xl font-bold text-slate-900">
          {sellerWebTexts.gigList.heading(profile.username)}
        </h2>
        <UserGigs userId={profile._id} label={sellerWebTexts.gigList.heading(profile.username)} emptyText={sellerWebTexts.gigList.none} loadMoreText={sellerWebTexts.gigList.more} />
      </section>
      <ReceivedReviews userId={profile._id} />
    </div>
  );
}
