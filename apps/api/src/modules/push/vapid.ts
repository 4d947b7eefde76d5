import webpush from 'web-push';
import { persistentSecret } from '../../lib/storage-secrets.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID keys (RFC 8292) from the environment, else generated once into DATA_DIR/secrets. */
export function vapidKeys(dataDir: string | undefined, fromEnv: Partial<VapidKeys>): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey)
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const stored = persistentSecret(dataDir, 'vapid.json', undefined, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as VapidKeys;
}
