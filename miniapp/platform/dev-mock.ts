import { mockTelegramEnv } from '@tma.js/sdk-react';

/**
 * Dev only (imported behind `import.meta.env.DEV`): pretend to be Telegram Desktop so the
 * Telegram path can be tried in a plain browser with `?tg-mock`. The init data is not signed with
 * a real bot token, so the server refuses it unless it runs with a matching dev bot token; the
 * SDK itself requires the `signature` field (stack.md §2).
 */
export function installTelegramDevMock(): void {
  const user = {
    id: 99281932,
    first_name: 'Dev',
    last_name: 'Tester',
    username: 'devtester',
    language_code: 'en',
    allows_write_to_pm: true,
  };
  const initData = new URLSearchParams([
    ['user', JSON.stringify(user)],
    ['chat_instance', '8428209589180549439'],
    ['chat_type', 'sender'],
    ['auth_date', String(Math.floor(Date.now() / 1000))],
    ['signature', 'dev-mock-signature-not-valid-for-production'],
    ['hash', '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31'],
  ]);
  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: {
        accent_text_color: '#6ab2f2',
        bg_color: '#17212b',
        button_color: '#5288c1',
        button_text_color: '#ffffff',
        destructive_text_color: '#ec3942',
        header_bg_color: '#17212b',
        hint_color: '#708499',
        link_color: '#6ab3f3',
        secondary_bg_color: '#232e3c',
        section_bg_color: '#17212b',
        section_header_text_color: '#6ab3f3',
        subtitle_text_color: '#708499',
        text_color: '#f5f5f5',
      },
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
    },
  });
}
