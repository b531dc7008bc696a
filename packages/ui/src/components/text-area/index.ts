export { TextArea, type TextAreaProps } from './text-area';
