// The home sections below the fold on every desktop size (after the banner, the hero and the hot games): their
// own chunk, so the JavaScript the page waits for stays within its budget (docs/architecture.md §8).
import { HomeSlider } from './home-slider.tsx';
import { VideoArea } from './video-area.tsx';
import { DescriptionTiles } from './description-tiles.tsx';
import { DownloadSection } from '../content/download-section.tsx';

export default function HomeBelowFold() {
  return (
    <>
      <HomeSlider gameType="RNG" />
      <HomeSlider gameType="LIVE" />
      <VideoArea />
      <DescriptionTiles />
      <DownloadSection />
    </>
  );
}
