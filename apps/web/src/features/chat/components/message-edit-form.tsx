import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import type { ChatMessage } from '../api/chat-message';
import { useEditMessage } from '../api/edit-message';
import styles from './chat.module.css';
import { composerCounter, isSendShortcut } from './composer-rules';

/** Editing one's own message in place (spec 02 §7 `PUT /chats/{id}/messages/{messageId}`). */
export function MessageEditForm({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState(message.text);
  const edit = useEditMessage(message.chatId);
  const save = () => {
    if (!text.trim()) return;
    edit.mutate({ messageId: message.id, message: text }, { onSuccess: onDone });
  };
  const counter = composerCounter(text);
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className={styles.hint}>
        {t('message.editLabel')}
      </label>
      <textarea
        id={id}
        className={`${form.messageBox} ${styles.textarea}`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (isSendShortcut(event)) {
            event.preventDefault();
            save();
          }
          if (event.key === 'Escape') onDone();
        }}
        // biome-ignore lint/a11y/noAutofocus: the learner just asked to edit this message
        autoFocus
      />
      <p className={styles.hint}>{t('composer.counter', counter)}</p>
      {edit.error && (
        <p role="alert" className={styles.error}>
          {t('message.editFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={edit.isPending || !text.trim()}>
          {t('message.save')}
        </button>
        <button type="button" className={button.secondary} onClick={onDone}>
          {t('message.cancel')}
        </button>
      </div>
    </form>
  );
}
