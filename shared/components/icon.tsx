/**
 * The site's icon set: a closed list of names mapped to tree-shaken Lucide icons, so content
 * modules can name an icon as plain data (`icon: "truck"`) without importing React.
 */
import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  BatteryCharging,
  Boxes,
  Building2,
  Calendar,
  Candy,
  ChartLine,
  ChartNoAxesColumnIncreasing,
  ChevronDown,
  CircleCheck,
  ClipboardCheck,
  Clock,
  CupSoda,
  Download,
  FileText,
  Gauge,
  Globe,
  Handshake,
  Headset,
  HeartPulse,
  House,
  Layers,
  Leaf,
  Lightbulb,
  LoaderCircle,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  MessageSquareText,
  Network,
  Package,
  Palette,
  PenTool,
  Phone,
  Presentation,
  Rocket,
  Route,
  Scale,
  Search,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  SprayCan,
  Store,
  Target,
  TrendingUp,
  Truck,
  Users,
  Warehouse,
  Wind,
  X,
  Zap,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";

const ICONS = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "award": Award,
  "badge-check": BadgeCheck,
  "battery-charging": BatteryCharging,
  "boxes": Boxes,
  "building": Building2,
  "calendar": Calendar,
  "candy": Candy,
  "chart-bars": ChartNoAxesColumnIncreasing,
  "chart-line": ChartLine,
  "check": CircleCheck,
  "chevron-down": ChevronDown,
  "clipboard-check": ClipboardCheck,
  "clock": Clock,
  "cup-soda": CupSoda,
  "download": Download,
  "file-text": FileText,
  "gauge": Gauge,
  "globe": Globe,
  "handshake": Handshake,
  "headset": Headset,
  "heart-pulse": HeartPulse,
  "house": House,
  "layers": Layers,
  "leaf": Leaf,
  "lightbulb": Lightbulb,
  "loader": LoaderCircle,
  "mail": Mail,
  "map-pin": MapPin,
  "megaphone": Megaphone,
  "menu": Menu,
  "message": MessageSquareText,
  "network": Network,
  "package": Package,
  "palette": Palette,
  "pen-tool": PenTool,
  "phone": Phone,
  "presentation": Presentation,
  "rocket": Rocket,
  "route": Route,
  "scale": Scale,
  "search": Search,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  "sparkles": Sparkles,
  "spray-can": SprayCan,
  "store": Store,
  "target": Target,
  "trending-up": TrendingUp,
  "truck": Truck,
  "users": Users,
  "warehouse": Warehouse,
  "wind": Wind,
  "x": X,
  "zap": Zap,
} as const satisfies Record<string, LucideIcon>;

/** Name of an icon in the site's set; content modules refer to icons by these names. */
export type IconName = keyof typeof ICONS;

/** Props of {@linkcode Icon}: `size` in CSS pixels (default 24). */
export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/**
 * Renders one icon as inline SVG. Icons are decorative (`aria-hidden`): the text beside them
 * carries the meaning, so screen readers do not announce them twice.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = ICONS[name];
  return (
    <Component
      size={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      strokeWidth={1.75}
    />
  );
}
