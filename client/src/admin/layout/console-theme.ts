import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with blues dark enough to read: its app bar (#2196f3 under white text,
 * 3.1:1), its primary buttons on the page's grey (#1976d2, 4.4:1) and its red fall short of WCAG AA's 4.5:1.
 */
export const consoleTheme = (loadingLabel: string): RaThemeOptions => ({
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // The delete button stands on the form toolbar's grey (#e0e0e0), where MUI's red reads at 3.8:1.
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultLightTheme.components,
    // react-admin's spinners (the app bar's while a page loads) carry no name of their own; a screen reader would announce a nameless progress bar.
    MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
    // A list's bulk-action bar, folded while no row is chosen, is only 0 px high: its buttons stayed
    // reachable by Tab and announced ("0 items selected"), and it lay over the filter button (axe:
    // target-size). Folded, it is hidden.
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
  },
});
