import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/DescriptionOutlined';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import Label from '@mui/icons-material/Label';
import LiveHelp from '@mui/icons-material/LiveHelpOutlined';
import QuestionAnswer from '@mui/icons-material/QuestionAnswerOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Search from '@mui/icons-material/SearchOutlined';
import SmartToy from '@mui/icons-material/SmartToyOutlined';

/** Declarations name their icon; this is the one place names become MUI icons. */
const icons: Record<string, SvgIconComponent> = {
  Description,
  FolderOpen,
  Home,
  Hub,
  LiveHelp,
  QuestionAnswer,
  RecordVoiceOver,
  Search,
  SmartToy,
};

export const iconByName = (name: string): SvgIconComponent => icons[name] ?? Label;
