import { CHAT_EVENTS, type HandInBody, type HandInResult } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { insertMessage, openChatOfStream, presentMessage } from '../chat/index.js';
import { findChannel, publishChatEvent } from '../chat-channels/index.js';
import { placementAccess, placementOf, streamView } from '../streams/index.js';
import { attachToHandIn } from '../uploads/index.js';
import {
  checkAddressing,
  checkBody,
  checkFileKinds,
  refuseClosed,
  refuseHandedIn,
  refuseMisconfigured,
} from './homework.policy.js';
import { presentUserHomework } from './homework.presenter.js';
import { findStreamStatus, lockFreeUploads, markHandedIn } from './homework.repository.js';
import type { LearnerStream } from './homework.service.js';
import { publishHomeworkEvent } from './homework-events.js';

/**
 * `POST /user-course-streams/{streamId}/user-homework/{statusId}` (spec 02 §5, §7; decision 057).
 * The checks that need no lock come first and refuse with nothing written; then, in one
 * transaction with the status row locked, the learner's message goes into the stream's chat
 * with the files attached and the status becomes UPLOADED. A second hand-in racing this one
 * waits for the lock and finds UPLOADED: 409. The chat's messageDelay does not apply: a
 * hand-in is bounded by the review, not by a timer.
 */
export async function handIn(
  app: FastifyInstance,
  request: FastifyRequest,
  { state, content }: LearnerStream,
  statusId: number,
  body: HandInBody,
): Promise<HandInResult> {
  const { lang } = request;
  const { stream } = state;
  const found = await findStreamStatus(app.db, stream.id, statusId);
  const placement = found && placementOf(content, found);
  const homework = found && content.homeworkById.get(found.homeworkId);
  if (!found || !placement || !homework) throw new ApiError(404, message('notFound', lang));
  refuseHandedIn(found, lang);
  const view = streamView(content, state, Date.now());
  const access = placementAccess(content, state, view, placement);
  refuseClosed(access, lang);
  refuseMisconfigured(homework, lang);
  checkAddressing(body, request.user.id, stream.chatChannelId, lang);
  checkBody(homework, body, lang);

  // The stream's chat, opened as the chat module opens one when the stream has none yet.
  const channel =
    (stream.chatChannelId !== null && (await findChannel(app.db, stream.projectId, stream.chatChannelId))) ||
    (await openChatOfStream(app.db, stream.projectId, stream.id));
  if (!channel) throw new ApiError(404, message('notFound', lang));
  const owner = { projectId: stream.projectId, userId: request.user.id };

  const now = new Date();
  const { row, inserted, files } = await app.db.transaction(async (tx) => {
    const locked = await findStreamStatus(tx, stream.id, statusId, true);
    if (!locked) throw new ApiError(404, message('notFound', lang));
    refuseHandedIn(locked, lang);
    const uploads = await lockFreeUploads(tx, owner, body.files);
    if (uploads.length !== body.files.length)
      throw fieldError('files', message('chatFilesUnavailable', lang));
    // In the order the learner named them, for the kind check's field path.
    const named = body.files.map((id) => uploads.find((u) => u.id === id)!);
    checkFileKinds(homework, named, lang);
    const inserted = await insertMessage(
      tx,
      channel,
      { userId: request.user.id, isExpert: false },
      body.message,
      now,
      'hand-in',
    );
    const files = await attachToHandIn(tx, owner, body.files, inserted.id);
    if (files.length !== body.files.length) throw fieldError('files', message('chatFilesUnavailable', lang));
    const row = await markHandedIn(tx, locked.id, {
      now,
      chatChannelId: channel.id,
      answerMessageId: inserted.id,
      exerciseIds: body.exercise_ids,
    });
    return { row, inserted, files };
  });
  // The gate may have opened: this process reads the stream afresh at once (the trigger tells the others).
  app.learning.streamChanged(stream);

  const chatMessage = presentMessage(app.db, {
    ...inserted,
    authorName: request.user.name,
    authorLastName: request.user.lastName,
    authorAvatarFileId: request.user.avatarFileId,
    files,
  });
  await publishChatEvent(app, channel, CHAT_EVENTS.message, chatMessage);
  await publishHomeworkEvent(app, row);
  return {
    chatMessage,
    userHomeworkStatus: presentUserHomework(app.db, {
      row,
      placement,
      access,
      content,
      answer: {
        id: inserted.id,
        userId: inserted.userId,
        message: inserted.message,
        createdAt: inserted.createdAt,
        files,
      },
      withScores: true,
    }),
  };
}
