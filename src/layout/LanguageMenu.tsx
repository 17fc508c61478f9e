import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/index.ts';
import { HeaderButton } from './HeaderButton.tsx';

/** The interface language (ru/en): the current one's name, a menu of all; the choice is remembered. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = LOCALES.find((language) => language.locale === locale)?.name ?? locale;

  const choose = (next: string) => {
    setAnchor(null);
    setLocale(next);
  };

  return (
    <>
      <HeaderButton
        label={translate('app.language.current', { name })}
        icon={<TranslateIcon />}
        text={name}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        hasPopup
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
