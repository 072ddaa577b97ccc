import { canUseMessages } from '../../../common/permissions';
import { childRoutes, guarded, linksOf } from '../../app/manifest-helpers';
import type { ModuleManifest } from '../../app/module-types';
import { redirectTo } from '../../app/redirect-page';

/** SPEC.md §2 /messages children, in its order (the last three are in development). */
const listPage = () => import('./pages/messages.page');
const routes = guarded(canUseMessages, [
  // The boxes are plain HTML and have no form: no UI kit, only the core of the server's messages.
  { path: '/messages/inbox', titleKey: 'message:inbox', page: listPage, plain: true, coreMessagesOnly: true },
  // "sent-items (same view as inbox)": the same page, showing the sent box.
  {
    path: '/messages/sent-items',
    titleKey: 'message:sentItems',
    page: listPage,
    plain: true,
    coreMessagesOnly: true,
  },
  // The compose form is plain too; it shows the contract's messages, so the whole catalogue.
  {
    path: '/messages/new-message',
    titleKey: 'message:newMessage',
    page: () => import('./pages/new-message.page'),
    plain: true,
  },
  ...childRoutes('/messages', 'message', [
    ['archieves', 'archives'],
    ['my-folders', 'myFolders'],
    ['officer-group', 'officerGroup'],
  ]),
]);

/**
 * Messages (SPEC.md §2); its menu has no role checks (SPEC.md §6). The id is 'message' because the
 * i18n namespace 'messages' already holds the catalogue shared with the server.
 */
export const messageModule: ModuleManifest = {
  id: 'message',
  sideMenu: 'messages',
  menu: { id: 'messages', items: linksOf(routes) },
  translations: () =>
    import('./message.i18n').then((catalogue) => ({ bn: catalogue.messageBn, en: catalogue.messageEn })),
  routes: [
    { path: '/messages', titleKey: 'message:messages', page: redirectTo('/messages/inbox') },
    ...routes,
    // A message is read plain too; its reply opens the compose form.
    {
      path: '/messages/view/:id',
      titleKey: 'message:messageDetail',
      page: () => import('./pages/message-view.page'),
      plain: true,
      coreMessagesOnly: true,
      access: canUseMessages,
    },
  ],
};
