// The test-drive form's code (react-hook-form and its fields), fetched once whoever asks first.
export const loadTestDriveForm = () => import('./test-drive-form');
