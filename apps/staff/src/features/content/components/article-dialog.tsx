import { ARTICLE_BODY_MAX_LENGTH, type ConsoleArticle, type ConsoleCommunity } from '@cp/contract';
import { SelectField, TextArea, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../lib/forms/form-dialog';
import { ImageField } from '../../../lib/ui/image-field';
import { uploadImage } from '../api/upload-image';
import { ARTICLE_SERVER_NAMES, type ArticleForm, articleBody, articleToForm } from '../lib/community-form';
import styles from './content.module.css';
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
  const { form, set, field, errors, dialog } = useContentForm<ArticleForm>({
    list: 'articles',
    id: article?.id,
    initial: () => articleToForm(article),
    toBody: articleBody,
    serverNames: ARTICLE_SERVER_NAMES,
    onClose,
  });
  return (
    <FormDialog
      formId="content-article-form"
      title={article ? t('articles.editTitle') : t('articles.createTitle')}
      {...dialog}
    >
      <TextField label={t('fields.title')} {...field('title')} maxLength={255} required />
      <TextArea
        label={t('articles.body')}
        {...field('body')}
        maxLength={ARTICLE_BODY_MAX_LENGTH}
        counterLabel={(length, max) => t('fields.counter', { length, max })}
        rows={8}
      />
      <p className={styles.hint}>{t('articles.bodyHint')}</p>
      <ImageField
        label={t('articles.image')}
        value={form.image}
        onChange={(v) => set('image', v)}
        upload={uploadImage}
        error={errors.image}
        removable
      />
      <div className={styles.pair}>
        <SelectField
          label={t('articles.community')}
          {...field('communityId')}
          options={[
            { value: '', label: t('articles.noCommunity') },
            ...communities.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
        <TextField
          label={t('fields.sort')}
          inputMode="numeric"
          {...field('sort')}
          hint={t('fields.sortHint')}
        />
      </div>
    </FormDialog>
  );
}
