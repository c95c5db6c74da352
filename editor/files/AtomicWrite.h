// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

#include <cerrno>
#include <cstring>

namespace isle::editor {

/// Writes `size` bytes to `path` so that the old file stays exactly as it was unless every byte
/// reached the disk (QSaveFile: a temporary file renamed over the old one). Returns an empty
/// string on success, else the reason (translated where Islewright words it).
///
/// Why not QSaveFile's usual buffered write and commit(): with Qt 6.4, a disk that fills up
/// part-way through the write goes unnoticed. The file engine returns the short count without an
/// error, and commit() renames the truncated file over the old one and reports success
/// (test_SaveFailures). Writing unbuffered and comparing the size on disk catches it. Header-only,
/// so the CLI uses the very same code without linking the editor.
inline QString writeFileAtomically(const QString &path, const char *data, qint64 size)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    errno = 0;
    const qint64 written = file.write(data, size);
    const int writeError = errno;
    if (written != size || file.size() != size) {
        const QString reason = file.error() != QFileDevice::NoError
            ? file.errorString()
            : QString::fromLocal8Bit(std::strerror(writeError ? writeError : EIO));
        file.cancelWriting();
        return QCoreApplication::translate(
            "AtomicWrite", "only %1 of %2 bytes reached the disk: %3")
            .arg(qMax<qint64>(0, written))
            .arg(size)
            .arg(reason);
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace isle::editor
