// Package private keeps a secret file (the lichess token, the SSH host
// key) for its user alone, by each system's own means, and checks that
// it is: on Unix the mode 0600; on Windows, where the mode bits mean
// nothing (a file always reports 0666), an access list that names the
// user alone.
package private

import "errors"

// ErrOpen says others than the user may read (or write) the file.
var ErrOpen = errors.New("private: others than its owner can read it")
