import { AVATAR_MAX_BYTES, MEDIA_UPLOAD_MAX_BYTES } from '@cp/contract';
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../modules/account/mount.js';
import { authRoutes } from '../modules/auth/mount.js';
import { avatarRoutes } from '../modules/avatar/mount.js';
import { bannersRoutes } from '../modules/banners/mount.js';
import { certificatesRoutes } from '../modules/certificates/mount.js';
import { openMissingChats, streamChatOf, streamChatReasons } from '../modules/chat/index.js';
import { chatRoutes, chatStaffRoutes } from '../modules/chat/mount.js';
import { communityRoutes } from '../modules/community/mount.js';
import { consoleRoutes } from '../modules/console/mount.js';
import { consultationsRoutes } from '../modules/consultations/mount.js';
import { coursesRoutes } from '../modules/courses/mount.js';
import { daysRoutes } from '../modules/days/mount.js';
import { freezeRoutes } from '../modules/freeze/mount.js';
import { openOfferedHomework } from '../modules/homework/index.js';
import { homeworkRoutes, homeworkStaffRoutes } from '../modules/homework/mount.js';
import { paymentsRoutes, paymentsStaffRoutes, stripeWebhookRoutes } from '../modules/payments/mount.js';
import { pointsRoutes } from '../modules/points/mount.js';
import { profileRoutes } from '../modules/profile/mount.js';
import type { VapidKeys } from '../modules/push/index.js';
import { referralFiguresOfUser, referralSignupHook } from '../modules/referral/index.js';
import { referralRoutes } from '../modules/referral/mount.js';
import { remindersPlugin } from '../modules/schedule/mount.js';
import { authCollection, linkedNetworksOfUser } from '../modules/social/index.js';
import { socialRoutes } from '../modules/social/mount.js';
import { staffRoutes } from '../modules/staff/mount.js';
import { streamsRoutes } from '../modules/streams/mount.js';
import { supportRoutes } from '../modules/support/mount.js';
import { tenancyRoutes } from '../modules/tenancy/mount.js';
import { tusS3Of } from '../modules/uploads/index.js';
import { presentUser } from '../modules/user/index.js';
import { userRoutes } from '../modules/user/mount.js';
import {
  videoConsultationRemindersPlugin,
  videoConsultationsRoutes,
  videoConsultationsStaffRoutes,
} from '../modules/video-consultations/mount.js';
import type { BuildOptions } from './build-options.js';

export interface ApiRoutesOptions extends Pick<BuildOptions, 'config' | 'database' | 'domainProof'> {
  vapid: VapidKeys;
}

/**
 * The JSON API under API_BASE (the learner's calls and the staff's under `/staff`), one line per
 * module in the order they are registered; app.ts mounts it after the cross-cutting plugins.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  api,
  { config, database, domainProof, vapid },
) => {
  // JSON only: of the browser security headers only nosniff means anything here, and every
  // answer has it (plugins/nosniff.ts). The document headers are the web app's (decision 004).
  await api.register(tenancyRoutes, {
    publicUrl: config.PUBLIC_URL,
    vapidPublicKey: vapid.publicKey,
    errorReportingDsn: config.ERROR_REPORTING_DSN,
    authCollection,
  });
  await api.register(authRoutes, {
    routerBase: config.ROUTER_BASE,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
    mailFrom: config.MAIL_FROM,
    signupsPerHour: config.SIGNUP_LIMIT_PER_HOUR,
    loginLimitPerAddress: config.LOGIN_LIMIT_PER_ADDRESS,
    // A sign-up records its referral, a tier above auth: handed in (decision 135).
    signupHook: referralSignupHook,
  });
  await api.register(accountRoutes);
  await api.register(socialRoutes, { publicUrl: config.PUBLIC_URL });
  // The user shows the referral's figures (a tier above) and the linked social networks (above
  // auth, which shows the user): handed in (decision 135).
  await api.register(userRoutes, {
    referralFigures: referralFiguresOfUser,
    linkedNetworks: linkedNetworksOfUser,
  });
  await api.register(profileRoutes);
  await api.register(avatarRoutes, {
    dataDir: config.dataDir,
    maxAvatarBytes: config.MAX_AVATAR_BYTES ?? AVATAR_MAX_BYTES,
    fileLinkSecret: config.FILE_LINK_SECRET,
    // The avatar's choice answers with the user, who stands above it: handed in (decision 135).
    presentUser: (db, user) => presentUser(db, user, []),
  });
  await api.register(remindersPlugin, {
    vapid,
    subject: config.VAPID_SUBJECT ?? 'mailto:push@localhost',
    allowHttpEndpoints: config.PUSH_HTTP_ENDPOINTS === 'on',
    runScheduler: config.REMINDERS === 'on',
    tickMs: (config.REMINDER_TICK_SECONDS ?? 30) * 1000,
  });
  // The streams show the chat and the homework, a tier above them: handed in (decision 125).
  await api.register(streamsRoutes, {
    openMissingChats,
    streamChatReasons,
    streamChatOf,
    openOfferedHomework,
  });
  await api.register(coursesRoutes);
  await api.register(daysRoutes);
  await api.register(freezeRoutes);
  await api.register(paymentsRoutes, {
    routerBase: config.ROUTER_BASE,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
  });
  await api.register(pointsRoutes);
  // The referral programme (issue 15, decision 090): the learner's link and the console's rules.
  await api.register(referralRoutes, {
    routerBase: config.ROUTER_BASE,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
  });
  await api.register(supportRoutes, { mailFrom: config.MAIL_FROM });
  await api.register(bannersRoutes);
  // Certificates of completion (issue 32): the learner's, the verification address's, the console's.
  await api.register(certificatesRoutes, {
    routerBase: config.ROUTER_BASE,
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
  });
  await api.register(communityRoutes);
  await api.register(chatRoutes);
  await api.register(homeworkRoutes);
  await api.register(consultationsRoutes);
  await api.register(chatStaffRoutes, { prefix: '/staff' });
  await api.register(staffRoutes, {
    prefix: '/staff',
    publicUrl: config.PUBLIC_URL,
    port: config.PORT,
    mailFrom: config.MAIL_FROM,
    loginLimitPerAddress: config.LOGIN_LIMIT_PER_ADDRESS,
  });
  // The school administrator's console (issue 13): its areas register in console.routes.
  await api.register(consoleRoutes, {
    prefix: '/staff',
    database,
    dataDir: config.dataDir,
    publicUrl: config.PUBLIC_URL,
    routerBase: config.ROUTER_BASE,
    port: config.PORT,
    mailFrom: config.MAIL_FROM,
    domainProof,
    media: {
      maxUploadBytes: config.MEDIA_UPLOAD_MAX_BYTES ?? MEDIA_UPLOAD_MAX_BYTES,
      ladder: (config.MEDIA_LADDER ?? '360,720,1080').split(',').map(Number),
      s3: tusS3Of(config),
    },
  });
  await api.register(videoConsultationsRoutes);
  await api.register(videoConsultationsStaffRoutes, { prefix: '/staff' });
  // Their reminders before the start (decision 142), swept where the schedule's reminders are.
  await api.register(videoConsultationRemindersPlugin, {
    vapid,
    subject: config.VAPID_SUBJECT ?? 'mailto:push@localhost',
    runScheduler: config.REMINDERS === 'on',
    tickMs: (config.REMINDER_TICK_SECONDS ?? 30) * 1000,
  });
  await api.register(homeworkStaffRoutes, { prefix: '/staff' });
  // Payments' staff calls: their paths carry `/staff` themselves (decision 064).
  await api.register(paymentsStaffRoutes);
  // Stripe's signed webhook, its own scope: the body stays raw bytes (decision 061).
  await api.register(stripeWebhookRoutes);
};
