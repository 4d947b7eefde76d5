import {
  Badge,
  Button,
  type DataColumn,
  DataTable,
  EmptyState,
  ErrorState,
  Spinner,
  TextField,
} from '@cp/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-time';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ListPager } from '../../../lib/ui/list-pager';
import type { LearnerInvitation } from '../api/invite-learner';
import { useLearners } from '../api/list-learners';
import { InvitationOutcome } from '../components/invitation-outcome';
import { InviteDialog } from '../components/invite-dialog';
import styles from '../components/people.module.css';
import type { LearnerSummary } from '../lib/learner';

/**
 * The school's learners for its administrators (issue 13 "People"): search by the start of a
 * name, last name or e-mail; each opens the learner's page. Staff are on the team screen.
 * The search and the page live in the address, so Back returns to the same list. A learner is
 * added by invitation, or many from a CSV file (issue 28, decision 115).
 */
export default function PeopleScreen() {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<LearnerInvitation | null>(null);
  const learners = useLearners(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) search.set('q', nq);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), page: 1 });
  };
  const language = currentLanguage();
  const columns: DataColumn<LearnerSummary>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (l) => (
        <span className={styles.itemMain}>
          <Link to={`/people/${l.id}`}>{l.displayName}</Link>
          {l.blockedAt !== null && <Badge tone="warning">{t('blocked.badge')}</Badge>}
        </span>
      ),
    },
    { key: 'email', header: t('list.email'), cell: (l) => l.email ?? '—', secondary: true },
    { key: 'streams', header: t('list.streams'), cell: (l) => l.streamsCount, numeric: true },
    {
      key: 'created',
      header: t('list.created'),
      cell: (l) => formatDateTime(l.createdAt, language),
      secondary: true,
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.actions}>
          <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>
          <Link className={styles.buttonLink} to="/people/import">
            {t('import.open')}
          </Link>
        </div>
      </div>
      <Link to="/team" className={styles.quiet}>
        {t('teamLink')}
      </Link>
      {invited && <InvitationOutcome key={invited.link} invitation={invited} />}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(invitation) => {
            setInvited(invitation);
            setInviting(false);
          }}
        />
      )}
      <form className={styles.search} onSubmit={submit}>
        <TextField
          label={t('search.label')}
          hint={t('search.hint')}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      {learners.isPending ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : learners.isError ? (
        <ErrorState
          title={t('list.loadFailed')}
          text={errorText(learners.error, t('errors.unknown', { ns: 'common' }))}
          onRetry={() => void learners.refetch()}
          retryLabel={t('actions.retry', { ns: 'common' })}
        />
      ) : learners.data.items.length === 0 ? (
        <EmptyState title={q ? t('list.noMatch', { q }) : t('list.empty')} />
      ) : (
        <>
          <p className={styles.quiet} aria-live="polite">
            {t('list.count', { count: learners.data.pagination?.totalCount ?? learners.data.items.length })}
          </p>
          <DataTable
            caption={t('list.caption')}
            columns={columns}
            rows={learners.data.items}
            rowKey={(l) => l.id}
          />
          <ListPager
            page={page}
            pageCount={learners.data.pagination?.pageCount ?? 1}
            onPage={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}
