export { DropdownMenu, type DropdownMenuProps, type DropdownMenuEntry } from './dropdown-menu';
