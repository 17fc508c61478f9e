import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs with its time zone plugins loaded: `date.tz(zone)` and `dayjs.tz(text, zone)`. */
export default dayjs;
