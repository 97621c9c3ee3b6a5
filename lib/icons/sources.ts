import {
  ArrowLeft, ArrowRight, ArrowUp, Award, Bath, BedDouble, Briefcase, Building2, ChevronLeft, ChevronRight, CircleAlert,
  CircleCheck, Clock, Compass, Copy, Database, Expand, ExternalLink, Eye, FileCheck2, FileText, Globe, HandCoins, Handshake,
  Heart, HeartHandshake, House, Houses, ImageOff, IndianRupee, KeyRound, LandPlot, Lock, type LucideIcon, Mail, MapPin, MapPinOff,
  Menu, MessageCircle, Pause, Phone, Play, Plus, Quote, Route, Ruler, Search, SearchX, Send, Share2, ShieldCheck,
  SlidersHorizontal, Sparkles, Star, Target, TriangleAlert, UserCheck, Users, X, ZoomIn, ZoomOut,
} from 'lucide-react';

/**
 * Every icon the site draws, by the name <Icon name> takes. The sprite (`npm run icons`) is rendered
 * from these lucide components, so it holds exactly lucide's markup; add a name here, then run it.
 */
export const LUCIDE_ICONS = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  award: Award,
  bath: Bath,
  'bed-double': BedDouble,
  briefcase: Briefcase,
  'building-2': Building2,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  clock: Clock,
  compass: Compass,
  copy: Copy,
  database: Database,
  expand: Expand,
  'external-link': ExternalLink,
  eye: Eye,
  'file-check': FileCheck2,
  'file-text': FileText,
  globe: Globe,
  'hand-coins': HandCoins,
  handshake: Handshake,
  heart: Heart,
  'heart-handshake': HeartHandshake,
  house: House,
  houses: Houses,
  'image-off': ImageOff,
  'indian-rupee': IndianRupee,
  'key-round': KeyRound,
  'land-plot': LandPlot,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  'map-pin-off': MapPinOff,
  menu: Menu,
  'message-circle': MessageCircle,
  pause: Pause,
  phone: Phone,
  play: Play,
  plus: Plus,
  quote: Quote,
  route: Route,
  ruler: Ruler,
  search: Search,
  'search-x': SearchX,
  send: Send,
  'share-2': Share2,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  'triangle-alert': TriangleAlert,
  'user-check': UserCheck,
  users: Users,
  x: X,
  'zoom-in': ZoomIn,
  'zoom-out': ZoomOut,
} satisfies Record<string, LucideIcon>;

/**
 * lucide 1.x has no brand marks: these are simple glyphs of our own in the same 24 px grid, as the
 * attributes of their root and their content.
 */
export const BRAND_ICONS = {
  facebook: {
    attrs: 'viewBox="0 0 24 24" fill="currentColor"',
    body: '<path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.5v3H10V21h3.5Z"/>',
  },
  instagram: {
    attrs: 'viewBox="0 0 24 24" stroke="currentColor" stroke-width="2"',
    body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
  },
  youtube: {
    attrs: 'viewBox="0 0 24 24" fill="currentColor"',
    body: '<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z"/>',
  },
  whatsapp: {
    attrs: 'viewBox="0 0 24 24" fill="currentColor"',
    body: '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z"/>',
  },
} satisfies Record<string, { attrs: string; body: string }>;
