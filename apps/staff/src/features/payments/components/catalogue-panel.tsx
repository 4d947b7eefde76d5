import { OFFER_TYPE_CODES, type OfferTypeCode } from '@cp/contract';
import { Button, EmptyState, ErrorState, Spinner } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/api-error';
import { useCourses, useList } from '../api/catalogue';
import styles from './payments.module.css';
import { RemoveButton } from './remove-button';
import { RowDialog, type RowField, type RowValues } from './row-dialog';

type Editing = { list: 'categories' | 'products' | 'offers'; id?: number; initial: RowValues } | null;

/**
 * The catalogue (categories and products) and the course offers (a service shown on a
 * course's page, spec 02 §3): simple lists with create, edit and delete.
 */
export function CataloguePanel() {
  const { t } = useTranslation('payments');
  const categories = useList('categories');
  const products = useList('products');
  const offers = useList('offers');
  const services = useList('services');
  const courses = useCourses();
  const [editing, setEditing] = useState<Editing>(null);
  const all = [categories, products, offers, services, courses];

  if (all.some((q) => q.isPending)) return <Spinner label={t('common:loading')} />;
  const failed = all.find((q) => q.isError);
  if (failed || !categories.data || !products.data || !offers.data || !services.data || !courses.data) {
    return (
      <ErrorState
        title={t('catalogue.failed')}
        text={errorText(failed?.error, t('common:errors.unknown'))}
        onRetry={() => all.forEach((q) => void q.refetch())}
        retryLabel={t('common:actions.retry')}
      />
    );
  }
  const typeOptions = OFFER_TYPE_CODES.map((c) => ({ value: String(c), label: t(`offerType.${c}`) }));
  const serviceOptions = [
    { value: '', label: t('codes.chooseService') },
    ...services.data.map((s) => ({ value: String(s.id), label: s.title })),
  ];
  const categoryFields: RowField[] = [
    { name: 'title', label: t('catalogue.categoryTitle'), kind: 'text', required: true, maxLength: 255 },
    { name: 'sort', label: t('catalogue.sort'), kind: 'number' },
  ];
  const productFields: RowField[] = [
    { name: 'title', label: t('catalogue.productTitle'), kind: 'text', required: true, maxLength: 255 },
    { name: 'alias', label: t('catalogue.alias'), kind: 'text', required: true, maxLength: 100 },
    {
      name: 'course_service_id',
      label: t('codes.service'),
      kind: 'select',
      options: serviceOptions,
      required: true,
    },
    {
      name: 'category_id',
      label: t('catalogue.category'),
      kind: 'select',
      options: [
        { value: '', label: t('catalogue.noCategory') },
        ...categories.data.map((c) => ({ value: String(c.id), label: c.title })),
      ],
    },
    { name: 'type', label: t('catalogue.type'), kind: 'select', options: typeOptions, required: true },
    { name: 'author', label: t('catalogue.author'), kind: 'text', maxLength: 255 },
    { name: 'description', label: t('catalogue.description'), kind: 'textarea' },
  ];
  const offerFields: RowField[] = [
    { name: 'title', label: t('catalogue.offerTitle'), kind: 'text', required: true, maxLength: 255 },
    {
      name: 'course_id',
      label: t('services.course'),
      kind: 'select',
      required: true,
      options: [
        { value: '', label: t('services.chooseCourse') },
        ...courses.data.map((c) => ({ value: String(c.id), label: c.title })),
      ],
    },
    {
      name: 'course_service_id',
      label: t('codes.service'),
      kind: 'select',
      options: serviceOptions,
      required: true,
    },
    { name: 'type', label: t('catalogue.type'), kind: 'select', options: typeOptions, required: true },
    { name: 'description', label: t('catalogue.description'), kind: 'textarea' },
    { name: 'sort', label: t('catalogue.sort'), kind: 'number' },
  ];
  const fieldsOf = { categories: categoryFields, products: productFields, offers: offerFields };
  const courseTitle = new Map(courses.data.map((c) => [c.id, c.title]));
  const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby="payments-categories">
        <div className={styles.top}>
          <h2 id="payments-categories" className={styles.subtitle}>
            {t('catalogue.categories')}
          </h2>
          <Button onClick={() => setEditing({ list: 'categories', initial: { title: '', sort: '0' } })}>
            {t('catalogue.createCategory')}
          </Button>
        </div>
        {categories.data.length === 0 ? (
          <EmptyState title={t('catalogue.noCategories')} />
        ) : (
          <ul className={styles.rows}>
            {categories.data.map((c) => (
              <li key={c.id} className={styles.rowItem}>
                <span>{c.title}</span>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      setEditing({
                        list: 'categories',
                        id: c.id,
                        initial: { title: c.title, sort: str(c.sort) },
                      })
                    }
                  >
                    {t('actions.edit')}
                    <span className={styles.visuallyHidden}> {c.title}</span>
                  </Button>
                  <RemoveButton list="categories" id={c.id} name={c.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="payments-products">
        <div className={styles.top}>
          <h2 id="payments-products" className={styles.subtitle}>
            {t('catalogue.products')}
          </h2>
          <Button
            disabled={services.data.length === 0}
            onClick={() => setEditing({ list: 'products', initial: { type: '1' } })}
          >
            {t('catalogue.createProduct')}
          </Button>
        </div>
        {products.data.length === 0 ? (
          <EmptyState title={t('catalogue.noProducts')} />
        ) : (
          <ul className={styles.rows}>
            {products.data.map((p) => (
              <li key={p.id} className={styles.rowItem}>
                <span>
                  {p.title}{' '}
                  <span className={styles.muted}>
                    · {p.service.title} · {t(`offerType.${p.type as OfferTypeCode}`)}
                  </span>
                </span>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      setEditing({
                        list: 'products',
                        id: p.id,
                        initial: {
                          title: p.title,
                          alias: p.alias,
                          course_service_id: str(p.service_id),
                          category_id: str(p.category_id),
                          type: str(p.type),
                          author: str(p.author),
                          description: str(p.description),
                        },
                      })
                    }
                  >
                    {t('actions.edit')}
                    <span className={styles.visuallyHidden}> {p.title}</span>
                  </Button>
                  <RemoveButton list="products" id={p.id} name={p.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="payments-offers">
        <div className={styles.top}>
          <h2 id="payments-offers" className={styles.subtitle}>
            {t('catalogue.offers')}
          </h2>
          <Button
            disabled={services.data.length === 0}
            onClick={() => setEditing({ list: 'offers', initial: { type: '1', sort: '0' } })}
          >
            {t('catalogue.createOffer')}
          </Button>
        </div>
        {offers.data.length === 0 ? (
          <EmptyState title={t('catalogue.noOffers')} />
        ) : (
          <ul className={styles.rows}>
            {offers.data.map((o) => (
              <li key={o.id} className={styles.rowItem}>
                <span>
                  {o.title}{' '}
                  <span className={styles.muted}>
                    · {courseTitle.get(o.course_id)} · {o.service.title}
                  </span>
                </span>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() =>
                      setEditing({
                        list: 'offers',
                        id: o.id,
                        initial: {
                          title: o.title,
                          course_id: str(o.course_id),
                          course_service_id: str(o.course_service),
                          type: str(o.type),
                          description: str(o.description),
                          sort: str(o.sort),
                        },
                      })
                    }
                  >
                    {t('actions.edit')}
                    <span className={styles.visuallyHidden}> {o.title}</span>
                  </Button>
                  <RemoveButton list="offers" id={o.id} name={o.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {editing && (
        <RowDialog
          list={editing.list}
          id={editing.id}
          title={t(`catalogue.dialog.${editing.list}`)}
          fields={fieldsOf[editing.list]}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
