/**
 * Numbers and flags of spec §3. Values are the spec's, word for word: other systems
 * (an external gateway, analytics) read them, so never renumber.
 */

/** Product request flags (spec §3, S3.02): numeric bits, combine with `|`. */
export enum ProductRequestFlags {
  None = 1,
  PriceIsNotZero = 2,
  OffTheShelf = 4,
  /** PriceIsNotZero plus OffTheShelf. */
  Default = 6,
  GroupVariations = 8,
  IgnoreApproval = 16,
  InStock = 32,
  OutOfStock = 64,
  Discounted = 128,
  Sold = 256,
  ComputePhysicalStocks = 512,
  TransientRequest = 1024,
  JustSelectedCulture = 2048,
  JustDefaultCategory = 4096,
  JustDefaultImageDocument = 8192,
  JustDefaultVideoDocument = 16384,
  IsShowedListPage = 32768,
  IsShowedDetailPage = 65536,
  ReturnAllCategoryBuckets = 131072,
  ReturnAllAttributes = 262144,
}

/** `flags` holds every bit of `flag`. */
export const hasFlag = (flags: number, flag: number): boolean => (flags & flag) === flag;

/** Every product request flag bit OR-ed together: anything outside it is not a flag. */
export const ALL_PRODUCT_REQUEST_FLAGS = 524287;

/** Product scope types (S3.04). */
export enum ScopeType {
  SemiProduct = 1,
  Custom = 2,
  Commercial = 3,
  Group = 4,
  Set = 5,
  List = 6,
  Service = 7,
  Combine = 8,
}

/** Product document types (S3.05). */
export enum ProductDocumentType {
  Image = 1,
  Video = 2,
  Document = 3,
  Driver = 4,
}

/** Cart total type ids (S3.10). NetTotal is shown as the basket total. */
export enum CartTotalType {
  Brut = 100,
  Discount = 200,
  Campaign = 300,
  SubscriptionDiscount = 310,
  PaymentDiscount = 400,
  SitePoint = 500,
  ExtraSitePoint = 510,
  GiftCard = 520,
  ExtraGiftCard = 530,
  Commission = 600,
  Tax = 700,
  NetTotal = 800,
}

/** Cart request flags (S3.11). */
export enum CartRequestFlags {
  None = 1,
  ResetCartDetail = 2,
  InitializeDefaults = 4,
  ShipmentOptions = 8,
  CustomerAddresses = 16,
  PaymentTypes = 32,
  Coupons = 64,
}

/** Cart item flags (S3.09): ShipmentFee marks the shipping line. Bits, so a line may carry several. */
export enum CartItemFlags {
  None = 0,
  ShipmentFee = 1,
  /** A free item a campaign added (buy 2 get 1). */
  CampaignGift = 2,
}

/** Order statuses (S3.14). */
export enum OrderStatus {
  New = 1,
  Cart = 2,
  Requested = 3,
  WaitingApproval = 4,
  Waiting = 5,
  Preparing = 6,
  OnTheWay = 7,
  Inspection = 8,
  Rejected = 9,
  Closed = 10,
  Delivered = 11,
  Paid = 12,
  Cancel = 13,
  Invalid = 14,
}

/** Order flags (S3.14): what the shopper may still do with an order. */
export enum OrderFlags {
  None = 0,
  CancelAvailable = 1,
  ReturnAvailable = 2,
}

/** Member gender ids (S3.15). */
export enum Gender {
  Male = 1,
  Female = 2,
}

/** Member relation type (S3.15). */
export enum RelationType {
  Member = 1,
  Guest = 2,
}

/** Member status on the client (S3.16). */
export enum MemberStatus {
  Unknown = -1,
  None = 0,
  LoggedIn = 1,
}

/** Device types sent with API calls (S3.24). */
export enum DeviceType {
  Mobile = 1,
  Desktop = 2,
  Tablet = 3,
  MobileApp = 4,
}

/** Payment type numbers (S3.22). */
export enum PaymentType {
  CreditCard = 1,
  BankTransfer = 2,
  FreeOfCharge = 3,
  GarantiPay = 4,
  BkmExpress = 5,
  GiroGate = 6,
  Paypal = 7,
  PayAtDoor = 8,
  /** Not numbered by the spec (S3.22 lists 1-8; S7.32 names pay-later and wallet transactions): the engine's own numbers. */
  PayLater = 9,
  /** The member's store credit (spec §7 Payment: wallet token); not numbered by the spec. */
  Wallet = 10,
}

/** Payment provider names (S3.22). */
export type PaymentProviderName =
  | 'CreditCard' | 'Transfer' | 'FreeOfCharge' | 'GarantiPay' | 'Bordro' | 'Paypal' | 'GiroGate'
  | 'Hepsipay' | 'BkmExpress' | 'VrPay' | 'PayAtDoor' | 'Unzerpay' | 'Iyzico' | 'IyzicoCreditCard'
  | 'Stripe' | 'Partial' | 'Param' | 'Other' | 'OderoCreditCard';

/** Address part types 1-17 (S3.23). */
export enum AddressPartType {
  Continent = 1,
  Country = 2,
  GoverningDistrict = 3,
  City = 4,
  County = 5,
  Town = 6,
  Neighbourhood = 7,
  PostalCode = 8,
  Street = 9,
  Complex = 10,
  Apartment = 11,
  Description = 12,
  TelephoneNumber = 13,
  Name = 14,
  Surname = 15,
  CorporationName = 16,
  MobilePhone = 17,
}

/** Languages (S1.04): tr is the default, en lives under /en/. */
export type Culture = 'tr' | 'en';
export const CULTURES: readonly Culture[] = ['tr', 'en'];
export const DEFAULT_CULTURE: Culture = 'tr';

/** Banner containers with a fixed meaning (S3.20, S9.10). */
export enum BannerContainer {
  /** Home hero slider: media items with DesktopImage, MobileImage, MobileRetina. */
  HomeSlider = 1,
  /** Home campaign tiles. */
  HomeCampaigns = 2,
  PopularSearches = 10,
  FooterFeatureIcons = 13,
  SocialLinks = 14,
  /** Bottom legal links of the footer (each also tagged SHOW_IN_FOOTER_MENU_TAG). */
  LegalLinks = 15,
}

/** Banner tag "Show in Footer Menu": its items form the footer's bottom legal links (S9.10). */
export const SHOW_IN_FOOTER_MENU_TAG = 9;

/** Cookie names (S3.25). */
export const CookieName = {
  AccessToken: 'access_token',
  EnvironmentToken: 'environment_token',
  ActiveMember: 'active_member',
  Culture: 'x-culture',
  Currency: 'x-currency',
  AutomationSecurityKey: 'AutomationSecurityKey',
  Remember: 'x-remember',
} as const;

/** Request headers the SPA sends with every API call. */
export const RequestHeader = {
  Culture: 'x-culture',
  DeviceType: 'x-device-type',
  RequestId: 'x-request-id',
} as const;

/** Default currency id (S9.02): 1 = TRY. */
export const DEFAULT_CURRENCY_ID = 1;
