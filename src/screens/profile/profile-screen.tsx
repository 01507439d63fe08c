/**
 * The signed-in user's profile (docs/rules/screens.md): My Info, the admin and team leader cards when the
 * user has them, today's counts for creators and pickers, a picker's closed rentals, the signed-in
 * devices (Sessions), two-factor sign-in (Two-factor) and a Back button.
 */
import { lazy, Suspense } from 'react';
import { useCreatorCounts } from '../../api/counts/creator-counts';
import { usePickerCounts } from '../../api/counts/picker-counts';
import { useClosedRentalCounts } from '../../api/deals/count-own-deals';
import { useProfile } from '../../api/people/profile';
import { ASSIGN_FOR_LABELS, CLOSED_STATUS_LABELS, CLOSED_STATUSES, type Profile } from '../../contract';
import { messageOf } from '../../core/api-error';
import { goBack } from '../../lib/go-back';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { ROLE_TITLES } from '../../lib/role-titles';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { Stat } from '../../ui/stat';

// Below the fold, with their own forms and dialog: their code loads after the profile's first paint.
const TwoFactorSection = lazy(() =>
  import('./two-factor-section').then((module) => ({ default: module.TwoFactorSection })),
);
const SessionsSection = lazy(() =>
  import('./sessions-section').then((module) => ({ default: module.SessionsSection })),
);

function InfoCard({ title, rows }: { title: string; rows: [string, string | number | null | undefined][] }) {
  return (
    <section className="rl-card rl-stack" aria-label={title}>
      <h2>{title}</h2>
      <dl className="rl-dl">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CreatorStats() {
  const counts = useCreatorCounts();
  return (
    <section className="rl-stack" aria-label="Today's leads">
      <h2>Today</h2>
      <div className="rl-info-grid">
        <Stat label="Leads created" value={counts.data?.todayCount} />
        <Stat label="Valid" value={counts.data?.todayValidCount} />
        <Stat label="Invalid" value={counts.data?.todayInvalidCount} />
      </div>
    </section>
  );
}

function PickerStats() {
  const counts = usePickerCounts();
  return (
    <section className="rl-stack" aria-label="Today's picks">
      <h2>Today</h2>
      <div className="rl-info-grid">
        <Stat label="Picked today" value={counts.data?.todayCount} />
        <Stat label="Daily limit" value={counts.data?.limit} />
        <Stat label="Valid" value={counts.data?.todayValidCount} />
        <Stat label="Invalid" value={counts.data?.todayInvalidCount} />
        <Stat label="Picked in total" value={counts.data?.totalCount} />
      </div>
    </section>
  );
}

function ClosedRentalStats() {
  const counts = useClosedRentalCounts();
  return (
    <section className="rl-stack" aria-label="Closed rentals">
      <h2>Closed rentals</h2>
      {counts.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(counts.error, 'Failed to load data')}
        </p>
      ) : (
        <div className="rl-info-grid">
          {CLOSED_STATUSES.map((status) => (
            <Stat key={status} label={CLOSED_STATUS_LABELS[status]} value={counts.data?.[status]} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A contact read as lead numbers are (docs/decisions.md#p53); none stays none, for the card's dash. */
const contactOf = (contact: string | null | undefined) => (contact ? showNumber(contact) : contact);

function ProfileBody({ profile }: { profile: Profile }) {
  return (
    <>
      <div className="rl-info-grid">
        <InfoCard
          title="My Info"
          rows={[
            ['Name', profile.name],
            ['Email', profile.email],
            ['Contact', contactOf(profile.contact)],
            ['Role', ROLE_TITLES[profile.role]],
            ...(profile.assignFor
              ? [['Assigned for', ASSIGN_FOR_LABELS[profile.assignFor]] as [string, string]]
              : []),
          ]}
        />
        {profile.admin ? (
          <InfoCard
            title="Admin Info"
            rows={[
              ['Name', profile.admin.name],
              ['Email', profile.admin.email],
              ['Contact', contactOf(profile.admin.contact)],
            ]}
          />
        ) : null}
        {profile.teamLeader ? (
          <InfoCard
            title="Team Leader Info"
            rows={[
              ['Name', profile.teamLeader.name],
              ['Email', profile.teamLeader.email],
              ['Contact', contactOf(profile.teamLeader.contact)],
            ]}
          />
        ) : null}
      </div>
      {profile.role === 'data-creator' ? <CreatorStats /> : null}
      {profile.role === 'data-picker' ? (
        <>
          <PickerStats />
          <ClosedRentalStats />
        </>
      ) : null}
      <Suspense fallback={null}>
        <TwoFactorSection />
        <SessionsSection />
      </Suspense>
    </>
  );
}

export function ProfileScreen() {
  usePhoneMetadata();
  const profile = useProfile();
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>Profile</h1>
        <Button onClick={goBack}>Back</Button>
      </div>
      {profile.isPending ? (
        <p role="status" className="rl-row">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Loading profile...
        </p>
      ) : profile.isError ? (
        <LoadError query={profile} />
      ) : (
        <ProfileBody profile={profile.data} />
      )}
    </div>
  );
}
