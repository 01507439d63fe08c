/**
 * The signed-in user's profile (docs/rules/screens.md): My Info, the admin and team leader cards when the
 * user has them, today's counts for creators and pickers, a picker's closed rentals, the signed-in
 * devices (Sessions), Change password, two-factor sign-in (Two-factor) and a Back button.
 */
import { lazy, Suspense } from 'react';
import { useCreatorCounts } from '../../api/counts/creator-counts';
import { usePickerCounts } from '../../api/counts/picker-counts';
import { useClosedRentalCounts } from '../../api/deals/count-own-deals';
import { useProfile } from '../../api/people/profile';
import {
  ASSIGN_FOR_LABELS,
  CLOSED_STATUS_LABELS,
  CLOSED_STATUSES,
  localize,
  type Profile,
} from '../../contract';
import { messageOf } from '../../core/api-error';
import { goBack } from '../../lib/go-back';
import { showNumber, usePhoneMetadata } from '../../lib/phone';
import { ROLE_TITLES } from '../../lib/role-titles';
import { peopleCatalog } from '../../locales/people';
import { shellCatalog } from '../../locales/shell';
import { Button } from '../../ui/button';
import { useLanguage } from '../../ui/language';
import { LoadError } from '../../ui/load-error';
import { Stat } from '../../ui/stat';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

// Below the fold, with their own forms and dialog: their code loads after the profile's first paint.
const TwoFactorSection = lazy(() =>
  import('./two-factor-section').then((module) => ({ default: module.TwoFactorSection })),
);
const PasswordSection = lazy(() =>
  import('./password-section').then((module) => ({ default: module.PasswordSection })),
);
const NotificationsSection = lazy(() =>
  import('./notifications-section').then((module) => ({ default: module.NotificationsSection })),
);
const SessionsSection = lazy(() =>
  import('./sessions-section').then((module) => ({ default: module.SessionsSection })),
);

type Row = [string, string | number | null | undefined];

function InfoCard({ title, rows }: { title: string; rows: Row[] }) {
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
  const t = useT(peopleCatalog);
  return (
    <section className="rl-stack" aria-label={t('people.profile.todaysLeads')}>
      <h2>{t('people.profile.today')}</h2>
      <div className="rl-info-grid">
        <Stat label={t('people.profile.leadsCreated')} value={counts.data?.todayCount} />
        <Stat label={t('people.column.valid')} value={counts.data?.todayValidCount} />
        <Stat label={t('people.column.invalid')} value={counts.data?.todayInvalidCount} />
      </div>
    </section>
  );
}

function PickerStats() {
  const counts = usePickerCounts();
  const t = useT(peopleCatalog);
  return (
    <section className="rl-stack" aria-label={t('people.profile.todaysPicks')}>
      <h2>{t('people.profile.today')}</h2>
      <div className="rl-info-grid">
        <Stat label={t('people.profile.pickedToday')} value={counts.data?.todayCount} />
        <Stat label={t('people.profile.dailyLimit')} value={counts.data?.limit} />
        <Stat label={t('people.column.valid')} value={counts.data?.todayValidCount} />
        <Stat label={t('people.column.invalid')} value={counts.data?.todayInvalidCount} />
        <Stat label={t('people.profile.pickedInTotal')} value={counts.data?.totalCount} />
      </div>
    </section>
  );
}

function ClosedRentalStats() {
  const counts = useClosedRentalCounts();
  const t = useT(peopleCatalog);
  const term = useTerm();
  return (
    <section className="rl-stack" aria-label={t('people.profile.closedRentals')}>
      <h2>{t('people.profile.closedRentals')}</h2>
      {counts.isError ? (
        <p className="rl-error" role="alert">
          {messageOf(counts.error, t('people.profile.loadFailed'))}
        </p>
      ) : (
        <div className="rl-info-grid">
          {CLOSED_STATUSES.map((status) => (
            <Stat key={status} label={term(CLOSED_STATUS_LABELS[status])} value={counts.data?.[status]} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A contact read as lead numbers are (docs/decisions.md#p53); none stays none, for the card's dash. */
const contactOf = (contact: string | null | undefined) => (contact ? showNumber(contact) : contact);

function ProfileBody({ profile }: { profile: Profile }) {
  const t = useT(peopleCatalog);
  const term = useTerm();
  const language = useLanguage();
  // The role titles are the shell's words: its catalog holds their Spanish.
  useT(shellCatalog);
  const person = (someone: { name: string; email: string; contact?: string | null | undefined }): Row[] => [
    [t('people.field.name'), someone.name],
    [t('people.field.email'), someone.email],
    [t('people.field.contact'), contactOf(someone.contact)],
  ];
  return (
    <>
      <div className="rl-info-grid">
        <InfoCard
          title={t('people.profile.myInfo')}
          rows={[
            ...person(profile),
            [t('people.profile.role'), localize(language, ROLE_TITLES[profile.role])],
            ...(profile.assignFor
              ? [[t('people.profile.assignedFor'), term(ASSIGN_FOR_LABELS[profile.assignFor])] as Row]
              : []),
          ]}
        />
        {profile.admin ? (
          <InfoCard title={t('people.profile.adminInfo')} rows={person(profile.admin)} />
        ) : null}
        {profile.teamLeader ? (
          <InfoCard title={t('people.profile.teamLeaderInfo')} rows={person(profile.teamLeader)} />
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
        <PasswordSection />
        <TwoFactorSection />
        <NotificationsSection />
        <SessionsSection />
      </Suspense>
    </>
  );
}

export function ProfileScreen() {
  usePhoneMetadata();
  const profile = useProfile();
  const t = useT(peopleCatalog);
  return (
    <div className="rl-page" part="page">
      <div className="rl-page__head" part="header">
        <h1>{t('people.profile.title')}</h1>
        <Button onClick={goBack}>{t('people.profile.back')}</Button>
      </div>
      {profile.isPending ? (
        <p role="status" className="rl-row">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('people.profile.loading')}
        </p>
      ) : profile.isError ? (
        <LoadError query={profile} />
      ) : (
        <ProfileBody profile={profile.data} />
      )}
    </div>
  );
}
