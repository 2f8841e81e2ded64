import {
  Award,
  BookOpenText,
  Box,
  BriefcaseBusiness,
  Building2,
  Contact,
  FileText,
  FileUser,
  FolderTree,
  GalleryHorizontal,
  HardHat,
  House,
  Link2,
  ListChecks,
  Map as MapIcon,
  Network,
  Newspaper,
  Tag,
  UsersRound,
  Waypoints,
  type LucideIcon,
} from 'lucide-react'
import {
  BadgeHelp,
  Folders,
  FormInput,
  Handshake,
  History,
  Inbox,
  Mail,
  Megaphone,
  Milestone,
  Quote,
  Star,
  Table2,
} from 'lucide-react'
import { Bell, Building, KeyRound, LogIn, ScrollText, UserCog } from 'lucide-react'

/**
 * The lucide-react icons declarations name (Resource.icon), imported one by one so the bundle carries
 * only these; a name not listed shows a box (tests/unit/resources/declarations.test.ts lists none missing).
 */
export const RESOURCE_ICONS: Record<string, LucideIcon> = {
  Building2,
  Contact,
  HardHat,
  House,
  ListChecks,
  Network,
  UsersRound,
  // content A (issue 18)
  Award,
  BookOpenText,
  BriefcaseBusiness,
  FileText,
  FileUser,
  FolderTree,
  GalleryHorizontal,
  Link2,
  Map: MapIcon,
  Newspaper,
  Tag,
  Waypoints,
  // content B (issue 18)
  BadgeHelp,
  Folders,
  FormInput,
  Handshake,
  History,
  Inbox,
  Mail,
  Megaphone,
  Milestone,
  Quote,
  Star,
  Table2,
  // administration (issue 17)
  Building,
  UserCog,
  // Settings › API keys
  KeyRound,
  Bell,
  LogIn,
  ScrollText,
}

export const resourceIcon = (name: string): LucideIcon => RESOURCE_ICONS[name] ?? Box
