import { Button, Dialog, TextField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorText, fieldErrors } from '../../../lib/api/api-error';
import { useOpenDraft } from '../api/draft-mutations';
import { useConsoleCourses } from '../api/list-courses';
import { proposeSlug } from '../lib/slug-proposal';

/**
 * Starts a new course: its title and permanent key (slug); it opens as a draft. The slug follows
 * the title (transliterated, free among the school's courses the list shows) until the
 * administrator types one; emptied by hand, it follows the title again.
 */
export function NewCourseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const create = useOpenDraft();
  const courses = useConsoleCourses();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugByHand, setSlugByHand] = useState(false);
  const taken = (courses.data ?? []).flatMap((c) => (c.slug ? [c.slug] : []));
  const errors = create.error instanceof ApiError ? fieldErrors(create.error.body) : {};
  const general =
    create.error && !errors.slug && !errors.title
      ? errorText(create.error, t('errors.unknown', { ns: 'common' }))
      : null;
  return (
    <Dialog
      title={t('create.title')}
      onClose={onClose}
      closeLabel={t('actions.close', { ns: 'common' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form="new-course-form" busy={create.isPending}>
            {t('create.submit')}
          </Button>
        </>
      }
    >
      <form
        id="new-course-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { slug: slug.trim(), title: title.trim() },
            { onSuccess: (draft) => void navigate(`/courses/${draft.id}`) },
          );
        }}
      >
        <TextField
          label={t('create.name')}
          required
          value={title}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugByHand) setSlug(proposeSlug(event.target.value, taken));
          }}
        />
        <TextField
          label={t('create.slug')}
          hint={t('create.slugHint')}
          required
          value={slug}
          error={
            errors.slug ?? (create.error instanceof ApiError && create.error.status === 409 ? general : null)
          }
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugByHand(event.target.value !== '');
          }}
        />
        {general && !(create.error instanceof ApiError && create.error.status === 409) && (
          <p role="alert">{general}</p>
        )}
      </form>
    </Dialog>
  );
}
