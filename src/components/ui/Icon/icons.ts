/**
 * The site's icons: Phosphor's bold weight (@phosphor-icons/core), each SVG
 * imported as a React component (Docusaurus turns an imported .svg into one
 * with SVGR), so a page's bundle holds only the drawings it uses, once each.
 * Add an icon here by its file name in node_modules/@phosphor-icons/core/assets/bold
 * (see phosphoricons.com) and draw it with `<Icon icon={…} />` from this folder.
 */
import type {ComponentType, SVGProps} from 'react';

/** An icon of the set: an SVG component drawn in `currentColor` on a 256-unit square. */
export type IconGlyph = ComponentType<SVGProps<SVGSVGElement>>;

export {default as BankIcon} from '@phosphor-icons/core/assets/bold/bank-bold.svg';
export {default as CalendarCheckIcon} from '@phosphor-icons/core/assets/bold/calendar-check-bold.svg';
export {default as CreditCardIcon} from '@phosphor-icons/core/assets/bold/credit-card-bold.svg';
export {default as FirstAidIcon} from '@phosphor-icons/core/assets/bold/first-aid-bold.svg';
export {default as GlobeHemisphereEastIcon} from '@phosphor-icons/core/assets/bold/globe-hemisphere-east-bold.svg';
export {default as MapPinIcon} from '@phosphor-icons/core/assets/bold/map-pin-bold.svg';
export {default as MoneyIcon} from '@phosphor-icons/core/assets/bold/money-bold.svg';
export {default as PhoneIcon} from '@phosphor-icons/core/assets/bold/phone-bold.svg';
export {default as QrCodeIcon} from '@phosphor-icons/core/assets/bold/qr-code-bold.svg';
export {default as WhatsappLogoIcon} from '@phosphor-icons/core/assets/bold/whatsapp-logo-bold.svg';
