export { DownloadButton } from './download-button';
export { DownloadsSection } from './downloads-section';
export { WeekDownloadButton } from './week-download-button';
