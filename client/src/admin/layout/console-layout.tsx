import { Button } from '@mui/material';
import ImportIcon from '@mui/icons-material/UploadFile';
import { AppBar, Layout, Menu, TitlePortal, type LayoutProps } from 'react-admin';
import { useBasename, useCanAccess, useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { otherLanguageAddress } from '../console-address';
import { useRowCheckboxNames } from './row-checkbox-names';

/** The same page in the other language: a plain link, so the choice lives in the address. */
function LanguageSwitch() {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  return (
    <Button color="inherit" href={otherLanguageAddress(pathname, search)} aria-label={translate('console.language.otherLabel')} lang={translate('console.language.other') === 'English' ? 'en' : 'tr'}>
      {translate('console.language.other')}
    </Button>
  );
}

function ConsoleAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <LanguageSwitch />
    </AppBar>
  );
}

/** The resources the role may open (react-admin asks canAccess for each) and the import page, for the catalogue's roles. */
function ConsoleMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'catalogue-import', action: 'list' });
  const figures = useCanAccess({ resource: 'figures', action: 'list' });
  return (
    <Menu>
      {figures.canAccess && <Menu.DashboardItem primaryText={translate('console.figures.title')} />}
      <Menu.ResourceItems />
      {canAccess && <Menu.Item to={`${basename}/catalogue-import`} primaryText={translate('console.menu.catalogueImport')} leftIcon={<ImportIcon />} />}
    </Menu>
  );
}

export function ConsoleLayout({ children }: LayoutProps) {
  useRowCheckboxNames();
  return <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>{children}</Layout>;
}
