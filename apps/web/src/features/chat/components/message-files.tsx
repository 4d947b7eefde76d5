import { useTranslation } from 'react-i18next';
import attachments from '../../../components/attachments/attachments.module.css';
import ui from '../../../components/ui/screen.module.css';
import type { ChatFile } from '../api/chat-message';

/**
 * A message's attachments (issue 9 "Files"): a photo shows its thumbnail and opens in full;
 * a video plays inside the chat with its poster.
 */
export function MessageFiles({ files }: { files: readonly ChatFile[] }) {
  const { t } = useTranslation('chat');
  if (files.length === 0) return null;
  return (
    <ul className={`${ui.plainList} ${attachments.files}`}>
      {files.map((file) => (
        <li key={file.url}>
          {file.type === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: learners' own videos have no captions to offer
            <video
              className={attachments.video}
              src={file.url}
              poster={file.preview ?? undefined}
              controls
              preload="metadata"
            />
          ) : file.type === 'document' ? (
            // A homework hand-in's document (decision 057): downloaded, never shown inline.
            <a href={file.url} download>
              {t('message.document')}
            </a>
          ) : (
            <a href={file.url} target="_blank" rel="noreferrer" aria-label={t('message.openImage')}>
              <img className={attachments.thumb} src={file.preview ?? file.url} alt="" loading="lazy" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
