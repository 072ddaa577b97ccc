import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenPreload } from './scripts/first-screen-preload';

/**
 * The signed-in frame (header, side menu, drawer, the home menu and the small helpers and icons its
 * pages share) as one chunk. Left to itself the bundler gives each piece shared by two pages a file
 * of its own, some under 300 bytes: about twenty requests after the first script, which a browser
 * sends six at a time over HTTP/1.1. Nothing the first script imports may be listed here, or the
 * sign-in page would download the frame (tests/e2e/bundle.spec.ts checks).
 */
const FRAME_ICONS = [
  'Audit',
  'Bank',
  'Bulb',
  'Calendar',
  'Close',
  'Crown',
  'CustomerService',
  'Dashboard',
  'Down',
  'Home',
  'Logout',
  'Mail',
  'Menu',
  'Printer',
  'Project',
  'Shop',
  'Solution',
  'Star',
  'Stop',
  'Swap',
  'Team',
  'Tool',
  'User',
];
const FRAME_MODULES = [
  // The first script has the route guards, the outage banner and the title hook.
  /\/src\/web\/app\/layout\/(?!service-banner|use-route-title|guards)/,
  /\/src\/web\/app\/(side-menus|home-menu|home-menu\.i18n)\.ts$/,
  // Imported by the frame's upload calls and office look-ups: each was a file of its own beside it.
  /\/src\/common\/(file-types|contracts\/geography\.paths)\.ts$/,
  /\/src\/web\/lib\/(use-session|ui-preferences|files\.api|print)\.ts$/,
  /\/src\/web\/modules\/(home\/home|message\/message)\.api\.ts$/,
  // Small pieces most plain pages draw (a row's tag, a switch, a chart's place kept until it scrolls near).
  /\/src\/web\/components\/(menu-button|plain-tag|plain-switch|when-visible|office-selector\/office-options\.api)\.tsx?$/,
  /\/src\/common\/(labels|contracts\/(registration|message|dashboard|office)\.paths)\.ts$/,
  /@tanstack\/(react-query|query-core)\/.*(useMutation|mutationObserver)/,
  new RegExp(`@ant-design/icons(-svg)?/es/(icons|asn)/(${FRAME_ICONS.join('|')})Outlined\\.js$`),
];

/**
 * The plain pages' building blocks (table, pager, search box, filters, form fields, row actions, the
 * messages after a change) as one chunk: a list page used to ask for fifteen files of 200–2,000
 * bytes each after its own. None of them imports the UI kit or the frame (tests/e2e/bundle.spec.ts
 * checks), so a page that uses one of them pays only a few kilobytes for the rest. The look-up
 * choice is not here: it reads the frame's office options, and the public pages would get the frame.
 */
const PLAIN_KIT_ICONS = [
  'SearchOutlined',
  'PlusOutlined',
  'DeleteOutlined',
  'EditOutlined',
  'FileExcelOutlined',
  'CheckCircleFilled',
];
const PLAIN_KIT_MODULES = [
  /\/src\/web\/components\/(panel|data-table|data-pager|search-box|excel-button|filter-controls|plain-fields|row-actions|fact-list|combobox|meter|kit-part)\.tsx$/,
  /\/src\/web\/lib\/(feedback|table-paging|use-filter-params|confirm|use-plain-form|use-debounced-search|download)\.ts$/,
  new RegExp(`@ant-design/icons(-svg)?/es/(icons|asn)/(${PLAIN_KIT_ICONS.join('|')})\\.js$`),
];

/**
 * The registration form's parts (office selector, address, skills, the checks' loader and the
 * registration calls), shared by the sign-up steps, the new officer form and the profile: one file
 * where there were several. The OTP field stays apart, for the password reset that needs only it.
 */
const REGISTRATION_FORM_MODULES = [
  /\/src\/web\/modules\/registration\/(components\/(geography-selects|skills-step|registration-rules)\.tsx?|registration\.api\.ts)$/,
  /\/src\/web\/components\/office-selector\/office-selector\.tsx$/,
];

export default defineConfig({
  root: 'src/web',
  base: './',
  plugins: [react(), firstScreenPreload()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The sign-in page's language switch, which the frame shows too: one file, not two.
            { name: 'language-switch', test: /\/src\/web\/components\/(language-switch|option-group)\.tsx$/ },
            {
              name: 'frame',
              test: (id: string) => FRAME_MODULES.some((pattern) => pattern.test(id)),
              // Only the modules named: their own imports stay where they are (React in the first script).
              includeDependenciesRecursively: false,
            },
            {
              name: 'registration-form',
              test: (id: string) => REGISTRATION_FORM_MODULES.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            {
              name: 'plain-kit',
              test: (id: string) => PLAIN_KIT_MODULES.some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
