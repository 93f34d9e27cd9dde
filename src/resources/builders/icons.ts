/** Declarations name their icon; the UI maps names to MUI icon components here, and only here. */
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HubIcon from '@mui/icons-material/Hub';
import LanguageIcon from '@mui/icons-material/Language';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import ViewListIcon from '@mui/icons-material/ViewList';

export type IconComponent = typeof ViewListIcon;

const icons: Record<string, IconComponent> = {
  Article: ArticleIcon,
  Campaign: CampaignIcon,
  Description: DescriptionIcon,
  FolderOpen: FolderOpenIcon,
  Hub: HubIcon,
  Language: LanguageIcon,
  QuestionAnswer: QuestionAnswerIcon,
  RecordVoiceOver: RecordVoiceOverIcon,
  ViewList: ViewListIcon,
};

/** Unknown names fall back to a generic list icon rather than breaking the menu. */
export const iconFor = (name: string): IconComponent => icons[name] ?? ViewListIcon;
