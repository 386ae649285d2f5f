import {
  Award,
  BookOpen,
  Brain,
  Calendar,
  CircleCheck,
  Clock,
  Coffee,
  Compass,
  Feather,
  Flower2,
  Gift,
  Globe,
  HandHeart,
  Heart,
  House,
  Infinity as InfinityIcon,
  Leaf,
  Lightbulb,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Moon,
  Mountain,
  Music,
  Send,
  Shield,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Sun,
  Target,
  Users,
  Video,
  Zap,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from './brand-icons';

/** "fas fa-hand-holding-heart" → ["fas", "fa", "hand", "holding", "heart"]: whole words, so "clock" is not "lock". */
const words = (iconClass: string) =>
  iconClass
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const reasonIcons: Record<string, LucideIcon> = {
  hand: HandHeart,
  hands: HandHeart,
  handshake: HandHeart,
  heart: Heart,
  star: Star,
  leaf: Leaf,
  seedling: Sprout,
  sprout: Sprout,
  tree: Sprout,
  spa: Flower2,
  flower: Flower2,
  lotus: Flower2,
  sun: Sun,
  moon: Moon,
  user: Users,
  users: Users,
  people: Users,
  person: Users,
  group: Users,
  check: CircleCheck,
  shield: Shield,
  smile: Smile,
  brain: Brain,
  mind: Brain,
  calendar: Calendar,
  clock: Clock,
  hourglass: Clock,
  compass: Compass,
  mountain: Mountain,
  target: Target,
  bullseye: Target,
  bolt: Zap,
  zap: Zap,
  lightning: Zap,
  gift: Gift,
  award: Award,
  trophy: Award,
  medal: Award,
  certificate: Award,
  music: Music,
  headphones: Music,
  book: BookOpen,
  graduation: BookOpen,
  lightbulb: Lightbulb,
  bulb: Lightbulb,
  feather: Feather,
  globe: Globe,
  earth: Globe,
  home: House,
  house: House,
  location: MapPin,
  map: MapPin,
  infinity: InfinityIcon,
  coffee: Coffee,
  mug: Coffee,
  video: Video,
  film: Video,
};

/** The builder stores an icon class name ("fas fa-heart", "bi-star"); a few common ones are drawn, the rest get a neutral mark. */
export function reasonIcon(iconClass: string): LucideIcon {
  for (const word of words(iconClass)) {
    const icon = reasonIcons[word];
    if (icon) return icon;
  }
  return Sparkles;
}

interface SocialNetwork {
  name: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

const socialNetworks: Record<string, SocialNetwork> = {
  facebook: { name: 'Facebook', icon: FacebookIcon },
  instagram: { name: 'Instagram', icon: InstagramIcon },
  youtube: { name: 'YouTube', icon: YoutubeIcon },
  twitter: { name: 'X', icon: TwitterIcon },
  x: { name: 'X', icon: TwitterIcon },
  linkedin: { name: 'LinkedIn', icon: LinkedinIcon },
  whatsapp: { name: 'WhatsApp', icon: MessageCircle },
  telegram: { name: 'Telegram', icon: Send },
  tiktok: { name: 'TikTok', icon: Music },
};

/** The host of an http(s) address ("www.facebook.com"), or null for a site path. */
export function hostOf(url: string): string | null {
  try {
    return /^https?:/i.test(url) ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * A network's own home page (`https://www.facebook.com/`), which the builder once gave its three icons
 * by default: it leads to no one's profile, so a page saved with it shows no icon for it.
 */
export function isNetworkHomePage(url: string): boolean {
  const host = hostOf(url);
  if (!host || !socialNetworks[host.split('.').at(-2) ?? '']) return false;
  const { pathname, search, hash } = new URL(url);
  return pathname.replace(/\/+$/, '') === '' && search === '' && hash === '';
}

/** The network behind a social link, from its icon class or else its host; null when unknown. */
export function socialNetwork(iconClass: string, url: string): SocialNetwork | null {
  for (const word of [...words(iconClass), ...words(hostOf(url) ?? '')]) {
    const network = socialNetworks[word];
    if (network) return network;
  }
  return null;
}
