// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>

#include <functional>

namespace isle::test {

/// Answers the modal dialogs that come up while it lives (a blocking call runs their event
/// loop): message boxes with `button`, a file dialog with `fileName` (empty: cancelled), any
/// other dialog (issue lists) is closed. Records the class of every dialog it answered.
class DialogAnswerer : public QObject
{
public:
    /// Called first with every modal dialog; returns true when it answered the dialog itself.
    using Handler = std::function<bool(QWidget *modal)>;

    explicit DialogAnswerer(
        QMessageBox::StandardButton button, QString fileName = {}, Handler handler = {})
        : m_button(button)
        , m_fileName(std::move(fileName))
        , m_handler(std::move(handler))
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::answer);
        m_timer.start(20);
    }

    QStringList seen;

private:
    void answer()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        seen << QString::fromLatin1(modal->metaObject()->className());
        if (m_handler && m_handler(modal))
            return;
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            if (QAbstractButton *b = box->button(m_button))
                b->click();
            else
                box->reject();
        } else if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            if (m_fileName.isEmpty()) {
                files->reject();
            } else {
                // Type the name, as a user would (selectFile() can lose against the dialog's
                // own initial selection while its directory model is still loading).
                if (auto *edit = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                    edit->setText(m_fileName);
                else
                    files->selectFile(m_fileName);
                static_cast<QDialog *>(files)->accept(); // QFileDialog::accept is protected
            }
        } else if (auto *dialog = qobject_cast<QDialog *>(modal)) {
            dialog->reject();
        } else {
            modal->close();
        }
    }

    QMessageBox::StandardButton m_button;
    QString m_fileName;
    Handler m_handler;
    QTimer m_timer;
};

} // namespace isle::test
