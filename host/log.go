package host

import (
	"io"

	"gopkg.in/natefinch/lumberjack.v2"
)

// logMB is the size of host.log past which it is put aside and a new one
// begun; one file put aside is kept (named with the time), so that the
// log takes at most about twice this on disk however many refusals come
// (wrong codes from many addresses wrote 50 KB a second, 4 GB a day).
const logMB = 1

// OpenLog opens the host's log at path, capped (logMB). The file is made
// when the first line comes, readable by its owner only.
func OpenLog(path string) io.WriteCloser {
	return &lumberjack.Logger{Filename: path, MaxSize: logMB, MaxBackups: 1}
}
