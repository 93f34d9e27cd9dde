/**
 * The one icon map: declarations, custom pages and the shell name their icon, and names become MUI
 * icons here only. `IconName` types the declarations' `icon`, so an unknown name fails the type
 * check; a new resource whose icon is not here adds one line below.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/DescriptionOutlined';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import Group from '@mui/icons-material/GroupOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Hotel from '@mui/icons-material/HotelOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import LiveHelp from '@mui/icons-material/LiveHelpOutlined';
import QuestionAnswer from '@mui/icons-material/QuestionAnswerOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Search from '@mui/icons-material/SearchOutlined';
import SmartToy from '@mui/icons-material/SmartToyOutlined';

const icons = {
  Description,
  FolderOpen,
  Group,
  Home,
  Hotel,
  Hub,
  LiveHelp,
  QuestionAnswer,
  RecordVoiceOver,
  Search,
  SmartToy,
} satisfies Record<string, SvgIconComponent>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];

/** A name outside the map (only reachable past the type check) is a mistake to fix, not to hide. */
export function iconFor(name: IconName): SvgIconComponent {
  const icon = (icons as Record<string, SvgIconComponent | undefined>)[name];
  if (icon) return icon;
  const message = `Unknown icon "${String(name)}": use one of ${iconNames.join(', ')}, or add it to src/resources/builders/icons.ts`;
  if (import.meta.env.DEV) throw new Error(message);
  console.error(message);
  return Description;
}
