import { Pager } from '@cp/ui';
import { useTranslation } from 'react-i18next';

/** The staff app's pager under a list: `@cp/ui`'s Pager with the app's one set of texts. */
export function ListPager({
  page,
  pageCount,
  onPage,
  className,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPage={onPage}
      label={t('pager.label')}
      previousLabel={t('pager.previous')}
      nextLabel={t('pager.next')}
      position={t('pager.position', { page, total: pageCount })}
      className={className}
    />
  );
}
