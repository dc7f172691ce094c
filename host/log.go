package host

import (
	"bytes"
	"io"
	"unicode/utf8"

	"gopkg.in/natefinch/lumberjack.v2"
)

// logMB is the size of host.log past which it is put aside and a new one
// begun; one file put aside is kept (named with the time), so that the
// log takes at most about twice this on disk however many refusals come
// (wrong codes from many addresses wrote 50 KB a second, 4 GB a day).
const logMB = 1

// logLine is the most of one line the log keeps, in bytes: a longer line
// (a client's text quoted in a refusal) is cut there and ends with "…",
// so that no client fills the log with a line (two first lines of 900 KB
// put the log aside twice, and the seats taken before them were lost).
const logLine = 300

// OpenLog opens the host's log at path, capped (logMB), its lines cut at
// logLine bytes. The file is made when the first line comes, readable by
// its owner only.
func OpenLog(path string) io.WriteCloser {
	return cutLines{&lumberjack.Logger{Filename: path, MaxSize: logMB, MaxBackups: 1}}
}

// cutLines cuts each line written at logLine bytes, between characters.
type cutLines struct{ io.WriteCloser }

func (c cutLines) Write(p []byte) (int, error) {
	_, err := c.WriteCloser.Write(cutEach(p, logLine))
	return len(p), err
}

// cutEach cuts each line of p at most bytes, "…" marking a line cut.
func cutEach(p []byte, most int) []byte {
	out := make([]byte, 0, min(len(p), 2*most))
	for len(p) > 0 {
		line, rest, broken := bytes.Cut(p, []byte("\n"))
		if len(line) > most {
			end := most
			for end > 0 && !utf8.RuneStart(line[end]) {
				end--
			}
			line = append(line[:end:end], "…"...)
		}
		out = append(out, line...)
		if broken {
			out = append(out, '\n')
		}
		p = rest
	}
	return out
}
