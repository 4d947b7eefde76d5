import { Link } from 'react-router';
import { APP_TYPE, ROUTER_BASENAME } from '../../lib/env/app-env';
import { stripBasename } from '../../lib/routing/paths';
import type { Banner } from './banner-filter';
import styles from './banners.module.css';

/** Where a banner's link goes: a screen of this app, a page of this site, or another site. */
export function bannerTarget(link: string, basename: string, appType: 'web' | 'mobile') {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//'))
    return { kind: 'external', href: link } as const;
  if (appType === 'web' && basename && (link === basename || link.startsWith(`${basename}/`))) {
    return { kind: 'route', to: stripBasename(link, basename) } as const;
  }
  if (appType === 'web' && !basename && link.startsWith('/')) return { kind: 'route', to: link } as const;
  return { kind: 'page', href: link } as const;
}

/** A banner (spec 01 §3): its image with the title as the text, a link when it has one. */
export function BannerItem({ banner }: { banner: Banner }) {
  const image = (
    <img className={styles.image} src={banner.image.url} alt={banner.title} loading="lazy" decoding="async" />
  );
  if (!banner.link) return <div className={styles.banner}>{image}</div>;
  const target = bannerTarget(banner.link, ROUTER_BASENAME, APP_TYPE);
  if (target.kind === 'route') {
    return (
      <Link className={styles.banner} to={target.to}>
        {image}
      </Link>
    );
  }
  return (
    <a
      className={styles.banner}
      href={target.href}
      {...(target.kind === 'external' && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {image}
    </a>
  );
}
