export { TextArea, remainingLabel, type TextAreaProps } from './text-area';
