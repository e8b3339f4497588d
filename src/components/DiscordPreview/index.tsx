import DiscordPreview from './Preview';
import './styles.css';

export type { DiscordPreviewProps } from './Preview';
export default DiscordPreview;
