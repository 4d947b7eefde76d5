import type { Language } from '@cp/contract';

/** The staff side: roles, the team and its invitations: the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const staffMessages = {
  staffOnly: {
    ru: 'Этот раздел доступен только экспертам школы.',
    en: "This section is for the school's experts only.",
    es: 'Esta sección es solo para los expertos de la escuela.',
  },
  // Staff accounts and roles (issue 9, decision 053).
  adminOnly: {
    ru: 'Это доступно только администраторам школы.',
    en: "This is for the school's administrators only.",
    es: 'Esto es solo para los administradores de la escuela.',
  },
  staffLastAdmin: {
    ru: 'Это последний администратор школы: сначала назначьте другого.',
    en: "This is the school's last administrator: make someone else an administrator first.",
    es: 'Es el último administrador de la escuela: nombre primero a otro administrador.',
  },
  staffAlreadyMember: {
    ru: 'Этот человек уже в команде школы.',
    en: "This person is already on the school's team.",
    es: 'Esta persona ya forma parte del equipo de la escuela.',
  },
  staffInviteNotFound: {
    ru: 'Приглашение не найдено.',
    en: 'This invitation does not exist.',
    es: 'Esta invitación no existe.',
  },
  staffInviteExpired: {
    ru: 'Срок приглашения истёк. Попросите администратора прислать новое.',
    en: 'This invitation has expired. Ask the administrator for a new one.',
    es: 'Esta invitación ha caducado. Pida una nueva al administrador.',
  },
  staffInviteUsed: {
    ru: 'Приглашение уже принято. Войдите с вашим паролем.',
    en: 'This invitation has already been accepted. Sign in with your password.',
    es: 'Esta invitación ya fue aceptada. Inicie sesión con su contraseña.',
  },
  staffInviteMailSubject: {
    ru: '{school}: приглашение в команду',
    en: '{school}: an invitation to the team',
    es: '{school}: una invitación al equipo',
  },
  staffInviteMailText: {
    ru: 'Вас пригласили в команду школы «{school}» ({role}). Чтобы принять приглашение, откройте ссылку: {link}\nСсылка действует {days} дн.',
    en: 'You are invited to the team of {school} ({role}). To accept, open this link: {link}\nThe link is valid for {days} days.',
    es: 'Le han invitado al equipo de {school} ({role}). Para aceptar, abra este enlace: {link}\nEl enlace es válido durante {days} días.',
  },
  staffRoleExpert: { ru: 'эксперт', en: 'expert', es: 'experto' },
  staffRoleAdmin: { ru: 'администратор', en: 'administrator', es: 'administrador' },
} satisfies Record<string, Record<Language, string>>;
