/**
 * The site's icons: Phosphor (@phosphor-icons/react), each from its own
 * module of the server-rendering build, so the pages render on the server
 * and only the icons a page uses reach its bundle. Add an icon here (its
 * name as in the package, see phosphoricons.com) and draw it with
 * `<Icon icon={…} />` from this folder.
 */
export {BankIcon} from '@phosphor-icons/react/dist/ssr/Bank';
export {CalendarCheckIcon} from '@phosphor-icons/react/dist/ssr/CalendarCheck';
export {CreditCardIcon} from '@phosphor-icons/react/dist/ssr/CreditCard';
export {FirstAidIcon} from '@phosphor-icons/react/dist/ssr/FirstAid';
export {GlobeHemisphereEastIcon} from '@phosphor-icons/react/dist/ssr/GlobeHemisphereEast';
export {MapPinIcon} from '@phosphor-icons/react/dist/ssr/MapPin';
export {MoneyIcon} from '@phosphor-icons/react/dist/ssr/Money';
export {PhoneIcon} from '@phosphor-icons/react/dist/ssr/Phone';
export {QrCodeIcon} from '@phosphor-icons/react/dist/ssr/QrCode';
export {WhatsappLogoIcon} from '@phosphor-icons/react/dist/ssr/WhatsappLogo';
