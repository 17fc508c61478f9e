import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCompany, useSession } from '../shell/sessionContext.tsx';
import { HeaderButton } from './HeaderButton.tsx';

/** The current company's name; opens a menu of the user's other companies. */
export function CompanySwitcher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const current = useCompany();
  const { companies } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const single = companies.length < 2;

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = (id: number) => {
    setAnchor(null);
    if (id !== current.id) void navigate(`/c/${id}/`);
  };

  return (
    <>
      <HeaderButton
        label={translate(single ? 'app.company.current' : 'app.company.switch_from', { name: current.name })}
        icon={<BusinessIcon />}
        text={current.name}
        endIcon={single ? undefined : <ExpandMoreIcon />}
        onClick={single ? undefined : open}
        hasPopup={!single}
        maxWidth={280}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {companies.map((company) => (
          <MenuItem key={company.id} selected={company.id === current.id} onClick={() => choose(company.id)}>
            <ListItemIcon>{company.id === current.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={company.name}
              secondary={[
                translate(`app.company.roles.${company.role}`),
                company.is_admin ? translate('app.company.admin') : null,
              ]
                .filter(Boolean)
                .join(', ')}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
