import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { errorText } from '../../../lib/api/api-error';
import type { ChatMessage } from '../api/chat-message';
import { useEditMessage } from '../api/edit-message';
import styles from './chat.module.css';
import { composerCounter, isSendShortcut } from './composer-rules';

/** Editing one's own message in place (spec 02 §7 `PUT /chats/{id}/messages/{messageId}`). */
export function MessageEditForm({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const { t } = useTranslation('chat');
  const { t: common } = useTranslation();
  const id = useId();
  const [text, setText] = useState(message.text);
  const edit = useEditMessage(message.chatId);
  const save = () => {
    if (!text.trim()) return;
    edit.mutate({ messageId: message.id, message: text }, { onSuccess: onDone });
  };
  const counter = composerCounter(text);
  const failure = useRef<HTMLParagraphElement>(null);
  // The history scrolls in its own box: a refusal under the last message would sit below its edge.
  useEffect(() => {
    if (edit.error) failure.current?.scrollIntoView({ block: 'nearest' });
  }, [edit.error]);
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
        <p ref={failure} role="alert" className={styles.error}>
          {/* The server's reason in the learner's language (a closed chat, a hand-in). */}
          {t('message.editFailed')} {errorText(edit.error, common('errors.unknown'))}
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
