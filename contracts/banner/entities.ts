/** One slide or tile of a banner (spec §3 Media item). */
export interface MediaItem {
  /** Caption and alt text. */
  Title: string;
  /** Extra CSS class for the slide. */
  ClassName?: string;
  /** Image path for screens wider than 1024 px. */
  DesktopImage: string;
  /** Image path for phones. */
  MobileImage: string;
  /** Double-density phone image. */
  MobileRetina?: string;
  /** Where a click on the slide goes. */
  Link?: string;
}

/** A titled link of a banner's button set (S3.20 ButtonSetListLocalized). */
export interface ButtonSetItem {
  /** Visible text. */
  Title: string;
  /** Path or URL. */
  Link: string;
}

/** Free-form data a merchant attaches to a banner. */
export interface BannerExtensionData {
  /** Slides of a slider banner. */
  MediaItems?: MediaItem[];
  /** Links, e.g. popular searches (container 10). */
  ButtonSetListLocalized?: ButtonSetItem[];
}

/** A banner (spec §3 Banner), already in the request's language. */
export interface Banner {
  /** Stable id. */
  id: number;
  /** Display name (footer icons and social links show it). */
  name: string;
  /** Unique merchant key. */
  key: string;
  /** Short text (footer feature icons). */
  description?: string;
  /** Icon or image path (containers 13 and 14). */
  imageLink?: string;
  /** Link target (container 14 social links). */
  targetLink?: string;
  /** Containers the banner is shown in (10, 13, 14, home slider, ...). */
  bannerContainerIds: number[];
  /** Ascending display order inside a container. */
  order: number;
  /** Tag ids, e.g. 9 = Show in Footer Menu. */
  tagIds: number[];
  /** Slides and links. */
  extensionData: BannerExtensionData;
}
