/** nprogress, configured and themed: loaded only when a navigation first takes long enough to show it. */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

export default NProgress;
