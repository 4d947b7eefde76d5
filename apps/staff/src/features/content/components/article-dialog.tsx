import { ARTICLE_BODY_MAX_LENGTH, type ConsoleArticle, type ConsoleCommunity } from '@cp/contract';
import { SelectField, TextArea, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { ARTICLE_SERVER_NAMES, type ArticleForm, articleBody, articleToForm } from '../lib/community-form';
import styles from './content.module.css';
import { ContentDialog } from './content-dialog';
import { ImageField } from './image-field';
import { useContentForm } from './use-content-form';

/** Adds or changes an article of the school's feed; publishing is a button of the list. */
export function ArticleDialog({
  article,
  communities,
  onClose,
}: {
  article: ConsoleArticle | null;
  communities: ConsoleCommunity[];
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const { form, set, errors, failure, submit, pending } = useContentForm<ArticleForm>({
    list: 'articles',
    id: article?.id,
    initial: () => articleToForm(article),
    toBody: articleBody,
    serverNames: ARTICLE_SERVER_NAMES,
    onSaved: onClose,
  });
  return (
    <ContentDialog
      formId="content-article-form"
      title={article ? t('articles.editTitle') : t('articles.createTitle')}
      pending={pending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('fields.title')}
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        maxLength={255}
        required
      />
      <TextArea
        label={t('articles.body')}
        value={form.body}
        onChange={(e) => set('body', e.target.value)}
        error={errors.body}
        maxLength={ARTICLE_BODY_MAX_LENGTH}
        counterLabel={(length, max) => t('fields.counter', { length, max })}
        rows={8}
      />
      <p className={styles.hint}>{t('articles.bodyHint')}</p>
      <ImageField
        label={t('articles.image')}
        value={form.image}
        onChange={(v) => set('image', v)}
        error={errors.image}
        removable
      />
      <div className={styles.pair}>
        <SelectField
          label={t('articles.community')}
          value={form.communityId}
          onChange={(e) => set('communityId', e.target.value)}
          error={errors.communityId}
          options={[
            { value: '', label: t('articles.noCommunity') },
            ...communities.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
        <TextField
          label={t('fields.sort')}
          inputMode="numeric"
          value={form.sort}
          onChange={(e) => set('sort', e.target.value)}
          error={errors.sort}
          hint={t('fields.sortHint')}
        />
      </div>
    </ContentDialog>
  );
}
